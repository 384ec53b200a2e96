// Issue #20 (saved-searches): the zod contracts of this area, shared by server and web. Filled in by its owner.
export {};
