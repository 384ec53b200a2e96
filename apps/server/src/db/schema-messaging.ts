// Conversations, messages, blocks and reports (issue #19, migration 0023). Kept apart from
// schema.ts so the rooms that own them evolve them alone; repositories import from here.
export {};
