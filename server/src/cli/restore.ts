// npm run restore -- DIR
import { runCli } from './cli-support.js';
import { restoreCommand } from './restore-command.js';

runCli((args, output) => restoreCommand(args, output));
