// Issue #20 (price-guide): the zod contracts of this area, shared by server and web. Filled in by its owner.
export {};
