// Issue 5: schemas of this slice's endpoints.
export {};
