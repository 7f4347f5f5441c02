// Runs before each test file of the widgets and the site. The tools' settings panel loads on first
// use (a lazy import); a test that opens it would otherwise wait on its first compile, seconds on a
// busy machine, inside its own time limit. Imported here, before the tests, the part is ready as it
// is in a browser that has it cached, and the test's time is the tool's own.
await import('../../tool-kit/SettingsPanel');

export {};
