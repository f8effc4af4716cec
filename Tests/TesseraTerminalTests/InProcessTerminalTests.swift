import Testing

/// The suites that drive ncurses (or the C locale) inside the test process. ncurses keeps one
/// current screen and is not thread-safe, so they run one test at a time, while the suites that
/// drive the gallery in tmux run in parallel.
@Suite(.serialized)
enum InProcessTerminalTests {}
