import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The process-wide safety net of the one screen that owns the real terminal: signal handlers, an
/// `atexit` hook, and a restoration that is safe to run inside a signal handler.
///
/// Signal design (no handler ever returns to the app after restoring the terminal):
/// - SIGINT, SIGTERM, SIGHUP: the first one is only *recorded*; ``TerminalScreen/readEvent(timeout:)``
///   (which never blocks for more than ``TerminalScreen/pollSlice`` at a time) sees it, and throws
///   ``TerminalError/terminated(signal:)`` so the app unwinds normally and closes the screen. A second
///   one before that happens (a hung app) restores the terminal at once and dies by that signal.
/// - SIGQUIT, SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE, SIGSEGV, SIGSYS: restore the terminal, let
///   the handler that was there before run (usually Swift's backtracer, which prints a crash report
///   and may wait for a key), then die by the signal with its default action. Handlers run on an
///   alternate stack, so a stack overflow is caught too.
/// - Other signals whose default action ends the process (SIGUSR1, SIGALRM, SIGPIPE, SIGXCPU, …),
///   when the app has not claimed them: restore the terminal, then die by the signal.
/// - SIGTSTP: restores the terminal, then stops with SIGSTOP. SIGCONT marks the screen for re-entry:
///   the next present or read re-enters program mode and redraws everything.
/// - `atexit`: restores the terminal if the process exits with the screen still open.
///
/// A signal the process started with ignored (`nohup`, a background job) stays ignored.
///
/// Handlers only touch atomics and memory prepared before they are installed, and only call
/// async-signal-safe functions (`write`, `tcsetattr`, `sigaction`, `sigprocmask`, `raise`, `_exit`).
/// The restoration writes bytes computed from terminfo at start-up (CAN, to end any sequence a
/// frame was cut in, then mouse reporting off, `sgr0`, `cnorm`, `rmkx`, `rmcup`) and puts back the
/// termios saved before ncurses started.
enum SignalGuard {
    /// Nothing to restore.
    static let inactive: Int32 = 0
    /// The terminal is in program mode and must be restored.
    static let active: Int32 = 1
    /// The terminal was restored behind ncurses' back (by a handler); ncurses must re-enter.
    static let restored: Int32 = 2

    static let terminationSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP]
    static let crashSignals: [Int32] = [SIGQUIT, SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE, SIGSEGV, SIGSYS]
    /// Asynchronous signals whose default action ends the process; handled only while nobody else does.
    static let fatalSignals: [Int32] = [
        SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGPIPE, SIGIO,
        SIGXCPU, SIGXFSZ, SIGPWR, SIGSTKFLT,
    ]
    static let allSignals: [Int32] = terminationSignals + crashSignals + fatalSignals + [SIGTSTP, SIGCONT]

    static let state = Atomic<Int32>(0)
    static let owned = Atomic<Bool>(false)
    static let pendingTermination = Atomic<Int32>(0)
    static let pendingResume = Atomic<Bool>(false)
    static let outputFD = Atomic<Int32>(-1)
    static let inputFD = Atomic<Int32>(-1)
    static let leaveCount = Atomic<Int>(0)
    static let atexitRegistered = Atomic<Bool>(false)
    /// Set by the first crash handler to run; a second crash (another thread, or the previous
    /// handler itself failing) dies at once instead of running the previous handler again.
    static let crashing = Atomic<Bool>(false)

    // Raw, never-freed buffers that signal handlers read without locks or allocation (nothing
    // else is async-signal-safe). Safe to share: they are written only while `owned` is being
    // taken or given back on the screen's thread, before handlers are installed or after they
    // are removed, and handlers only read them.
    static let leaveCapacity = 1024
    nonisolated(unsafe) static let leaveBytes: UnsafeMutablePointer<UInt8> = {
        let bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: leaveCapacity)
        bytes.initialize(repeating: 0, count: leaveCapacity)
        return bytes
    }()
    nonisolated(unsafe) static let savedTermios: UnsafeMutablePointer<termios> = {
        let saved = UnsafeMutablePointer<termios>.allocate(capacity: 1)
        saved.initialize(to: termios())
        return saved
    }()
    nonisolated(unsafe) static let previousActions: UnsafeMutablePointer<sigaction> = {
        let actions = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)
        actions.initialize(repeating: sigaction(), count: 65)
        return actions
    }()
    nonisolated(unsafe) static let installed: UnsafeMutablePointer<Bool> = {
        let flags = UnsafeMutablePointer<Bool>.allocate(capacity: 65)
        flags.initialize(repeating: false, count: 65)
        return flags
    }()
    /// The stack handlers run on when the thread that opened the screen has none of its own, so a
    /// stack overflow (SIGSEGV with no stack left) still restores the terminal. Pages are only
    /// committed when touched; the previous handler (the backtracer) runs on it too.
    static let alternateStackSize = 256 * 1024
    nonisolated(unsafe) static let alternateStack = UnsafeMutableRawPointer.allocate(
        byteCount: alternateStackSize, alignment: 16)

    /// Takes ownership of the terminal for the process: saves the termios of `inputFD`, stores the
    /// bytes that undo program mode, and installs the handlers. Returns false when another screen
    /// already owns it.
    static func install(inputFD input: Int32, outputFD output: Int32, leaveSequence: [UInt8]) -> Bool {
        guard owned.compareExchange(expected: false, desired: true, ordering: .sequentiallyConsistent).exchanged
        else { return false }
        // Touch every lazily initialised static now, so a handler never runs an initialiser.
        _ = state.load(ordering: .relaxed)
        _ = pendingTermination.load(ordering: .relaxed)
        _ = pendingResume.load(ordering: .relaxed)
        _ = outputFD.load(ordering: .relaxed)
        _ = inputFD.load(ordering: .relaxed)
        _ = leaveCount.load(ordering: .relaxed)
        _ = atexitRegistered.load(ordering: .relaxed)
        _ = crashing.load(ordering: .relaxed)
        _ = (leaveBytes, savedTermios, previousActions, installed, allSignals, terminationSignals, fatalSignals)
        pendingTermination.store(0, ordering: .sequentiallyConsistent)
        pendingResume.store(false, ordering: .sequentiallyConsistent)
        // CAN first: a handler may interrupt a frame in the middle of an escape sequence, and the
        // terminal would read the restoring bytes as the rest of it.
        let bytes = [0x18] + leaveSequence
        let count = min(bytes.count, leaveCapacity)
        for index in 0..<count { leaveBytes[index] = bytes[index] }
        leaveCount.store(count, ordering: .sequentiallyConsistent)
        outputFD.store(output, ordering: .sequentiallyConsistent)
        inputFD.store(tcgetattr(input, savedTermios) == 0 ? input : -1, ordering: .sequentiallyConsistent)
        state.store(active, ordering: .sequentiallyConsistent)

        provideAlternateStack()
        for signo in terminationSignals { install(.simple(terminationHandler), for: signo, when: .notIgnored) }
        for signo in crashSignals {
            // A fault cannot be ignored (the kernel kills regardless), so those are always caught;
            // SIGQUIT is ignored for background jobs of shells without job control, and stays so.
            install(.crash, for: signo, when: signo == SIGQUIT ? .notIgnored : .always)
        }
        for signo in fatalSignals { install(.simple(fatalHandler), for: signo, when: .unclaimed) }
        install(.simple(stopHandler), for: SIGTSTP, when: .notIgnored)
        install(.simple(continueHandler), for: SIGCONT, when: .always)
        // A process started with these blocked (a daemon's mask is inherited) would never see them.
        var mask = sigset_t()
        sigemptyset(&mask)
        for signo in terminationSignals + [SIGQUIT, SIGTSTP, SIGCONT, SIGWINCH] { sigaddset(&mask, signo) }
        pthread_sigmask(SIG_UNBLOCK, &mask, nil)
        if !atexitRegistered.exchange(true, ordering: .sequentiallyConsistent) {
            atexit { SignalGuard.restoreNow() }
        }
        return true
    }

    /// Gives the terminal back: the screen has already been restored through ncurses.
    static func uninstall() {
        guard owned.load(ordering: .sequentiallyConsistent) else { return }
        state.store(inactive, ordering: .sequentiallyConsistent)
        for signo in allSignals where installed[Int(signo)] {
            sigaction(signo, previousActions + Int(signo), nil)
            installed[Int(signo)] = false
        }
        owned.store(false, ordering: .sequentiallyConsistent)
    }

    /// Restores the terminal if it is still in program mode. Async-signal-safe and idempotent.
    static func restoreNow() {
        guard
            state.compareExchange(expected: active, desired: restored, ordering: .sequentiallyConsistent)
                .exchanged
        else { return }
        let fd = outputFD.load(ordering: .sequentiallyConsistent)
        var offset = 0
        let count = leaveCount.load(ordering: .sequentiallyConsistent)
        while fd >= 0, offset < count {
            let written = write(fd, leaveBytes + offset, count - offset)
            if written > 0 { offset += written } else if written < 0, errno == EINTR { continue } else { break }
        }
        let input = inputFD.load(ordering: .sequentiallyConsistent)
        if input >= 0 { _ = tcsetattr(input, TCSANOW, savedTermios) }
    }

    /// The termination signal that arrived since the last call, if any.
    static func takePendingTermination() -> Int32? {
        let signo = pendingTermination.exchange(0, ordering: .sequentiallyConsistent)
        return signo == 0 ? nil : signo
    }

    /// Whether the process was continued (after a stop) since the last call.
    static func takePendingResume() -> Bool {
        pendingResume.exchange(false, ordering: .sequentiallyConsistent)
    }

    /// Ends the process by `signo` with its default action (so the parent sees "killed by signal"),
    /// falling back to exit status 128 + `signo`. Async-signal-safe.
    static func dieBySignal(_ signo: Int32) -> Never {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = SIG_DFL
        sigemptyset(&action.sa_mask)
        sigaction(signo, &action, nil)
        var mask = sigset_t()
        sigemptyset(&mask)
        sigaddset(&mask, signo)
        sigprocmask(SIG_UNBLOCK, &mask, nil)
        raise(signo)
        _exit(128 + signo)
    }

    /// Runs the handler that was installed for `signo` before ours (Swift's backtracer, say), if
    /// there was one, with the signal's own information and context. Async-signal-safe.
    static func runPreviousHandler(
        _ signo: Int32, _ info: UnsafeMutablePointer<siginfo_t>?, _ context: UnsafeMutableRawPointer?
    ) {
        let previous = previousActions[Int(signo)]
        if previous.sa_flags & SA_SIGINFO != 0 {
            previous.__sigaction_handler.sa_sigaction?(signo, info, context)
        } else if !isDefaultOrIgnored(previous) {
            previous.__sigaction_handler.sa_handler?(signo)
        }
    }

    /// Whether `signo` was ignored before our handler was installed.
    static func wasIgnored(_ signo: Int32) -> Bool {
        let previous = previousActions[Int(signo)]
        return previous.sa_flags & SA_SIGINFO == 0
            && unsafeBitCast(previous.__sigaction_handler.sa_handler, to: Int.self) == 1   // SIG_IGN
    }

    private static func isDefaultOrIgnored(_ action: sigaction) -> Bool {
        action.sa_flags & SA_SIGINFO == 0
            && unsafeBitCast(action.__sigaction_handler.sa_handler, to: Int.self) <= 1   // SIG_DFL, SIG_IGN
    }

    /// Gives the calling thread (the one that opens the screen, usually the main thread) an
    /// alternate signal stack, unless it already has one.
    private static func provideAlternateStack() {
        var current = stack_t()
        guard sigaltstack(nil, &current) == 0, current.ss_flags & Int32(SS_DISABLE) != 0 else { return }
        var stack = stack_t(ss_sp: alternateStack, ss_flags: 0, ss_size: alternateStackSize)
        sigaltstack(&stack, nil)
    }

    private enum Handler {
        case simple(@convention(c) (Int32) -> Void)
        case crash
    }

    private enum Condition {
        /// Whatever was there before.
        case always
        /// Unless the signal is ignored.
        case notIgnored
        /// Only when the signal has its default action (nobody else handles it).
        case unclaimed
    }

    private static func install(_ handler: Handler, for signo: Int32, when condition: Condition) {
        let previous = previousActions + Int(signo)
        guard sigaction(signo, nil, previous) == 0 else { return }
        switch condition {
        case .always: break
        case .notIgnored: if wasIgnored(signo) { return }
        case .unclaimed:
            guard previous.pointee.sa_flags & SA_SIGINFO == 0,
                unsafeBitCast(previous.pointee.__sigaction_handler.sa_handler, to: Int.self) == 0   // SIG_DFL
            else { return }
        }
        var action = sigaction()
        sigemptyset(&action.sa_mask)
        action.sa_flags = SA_ONSTACK
        switch handler {
        case .simple(let function):
            action.__sigaction_handler.sa_handler = function
        case .crash:
            action.__sigaction_handler.sa_sigaction = crashHandler
            action.sa_flags |= SA_SIGINFO
            // Let the crash report finish: a SIGTERM meanwhile stays pending until the process dies.
            for other in terminationSignals + fatalSignals { sigaddset(&action.sa_mask, other) }
        }
        if sigaction(signo, &action, nil) == 0 { installed[Int(signo)] = true }
    }
}

private let terminationHandler: @convention(c) (Int32) -> Void = { signo in
    let first = SignalGuard.pendingTermination
        .compareExchange(expected: 0, desired: signo, ordering: .sequentiallyConsistent).exchanged
    if first, SignalGuard.state.load(ordering: .sequentiallyConsistent) == SignalGuard.active { return }
    SignalGuard.restoreNow()
    SignalGuard.dieBySignal(signo)
}

private let crashHandler:
    @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?)
        -> Void = { signo, info, context in
            // `kill -SEGV` (si_code <= 0: sent, not a fault) to a process that ignored the signal.
            if let info, info.pointee.si_code <= 0, SignalGuard.wasIgnored(signo) { return }
            SignalGuard.restoreNow()
            if !SignalGuard.crashing.exchange(true, ordering: .sequentiallyConsistent) {
                // The backtracer prints its report to the restored terminal. When it returns (it does for
                // a signal that was sent rather than caused), the process must still end here.
                SignalGuard.runPreviousHandler(signo, info, context)
            }
            SignalGuard.dieBySignal(signo)
        }

private let fatalHandler: @convention(c) (Int32) -> Void = { signo in
    SignalGuard.restoreNow()
    SignalGuard.dieBySignal(signo)
}

private let stopHandler: @convention(c) (Int32) -> Void = { _ in
    SignalGuard.restoreNow()
    raise(SIGSTOP)
}

private let continueHandler: @convention(c) (Int32) -> Void = { _ in
    SignalGuard.pendingResume.store(true, ordering: .sequentiallyConsistent)
}
