// Filled in by issue 4.
export {};
