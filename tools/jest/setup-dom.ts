// Browser globals jsdom lacks but react-router and our code use.
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });

// findBy… and waitFor wait up to 1 s by default: a component test sharing a 2-core machine with the API suite's
// worker can need longer to render, and then fails for the machine, not for the code. The assertions are the same;
// only the wait for them is longer.
configure({ asyncUtilTimeout: 5_000 });
