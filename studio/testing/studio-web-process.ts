// The studio:web launcher moved to the e2e support folder, beside the specs that use it.
export { startStudioWeb, type StudioWebProcess } from '../../tests/e2e/support/studio-helpers.ts';
