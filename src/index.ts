import { app } from "./app";

export { RunCoordinator } from "./runs/coordinator";

export default app;
