/** React DOM's client as a step of the start of its own (start-steps.ts). */
export { createRoot } from 'react-dom/client';
