// `npm run contacts`: the owner's view of the contact requests and the answers to privacy requests
// (./contacts-tool.ts says what it does and how to call it).
import { contactsTool } from './contacts-tool.ts';

process.exitCode = await contactsTool(process.argv.slice(2), process.env, {
  out: (text) => console.log(text),
  err: (text) => console.error(text),
});
