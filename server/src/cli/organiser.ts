// npm run organiser -- add EMAIL | remove EMAIL | list
import { runCli } from './cli-support.js';
import { organiserCommand } from './organiser-command.js';

runCli((args, output) => organiserCommand(args, output));
