// npm run backup -- DIR
import { runCli } from './cli-support.js';
import { backupCommand } from './backup-command.js';

runCli((args, output) => backupCommand(args, output));
