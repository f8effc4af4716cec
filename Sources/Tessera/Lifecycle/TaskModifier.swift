/// Starts asynchronous work when a view appears and cancels it when the view leaves the tree.
@usableFromInline
struct TaskModifier: ViewModifier, PrimitiveModifier {
    @inline(__always) @usableFromInline static var _primitive: _PrimitiveModifierType? { primitiveType }
    let action: MainActorWork

    func makeNodes<Content: View>(content: Content, _ context: ResolveContext, into nodes: inout [LayoutNode]) {
        let inner = context.child("task")
        context.graph.noteTask(of: inner.identity, action: action)
        context.graph.append(content, inner, into: &nodes)
    }
}

extension View {
    /// Runs `action` in a task when the view appears, and cancels that task once the view leaves
    /// the tree. The task runs on the main actor, so what it sets — `@State`, an `@Observable`
    /// model — reaches the screen in the next frame; a loop in it checks `Task.isCancelled` (or
    /// awaits something that throws on cancellation) to stop when the view goes.
    ///
    /// ```swift
    /// Text(status).task {
    ///     for await line in log.lines { status = line }
    /// }
    /// ```
    public consuming func task(_ action: nonisolated(nonsending) @escaping () async -> Void) -> some View {
        modifier(TaskModifier(action: MainActorWork(action)))
    }
}

/// Work a view hands to a task, run on the main actor. The closure is made on the thread that
/// renders (the main thread in a ``TerminalApp``) and runs only on the main actor, where it
/// inherits its caller's isolation (`nonisolated(nonsending)`); the box says so to the compiler.
struct MainActorWork: @unchecked Sendable {
    let run: nonisolated(nonsending) () async -> Void

    init(_ run: nonisolated(nonsending) @escaping () async -> Void) {
        self.run = run
    }
}
