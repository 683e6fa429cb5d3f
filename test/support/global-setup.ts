// Placeholder-free global setup: starts nothing until the database layer lands.
export default function setup(): void {}
