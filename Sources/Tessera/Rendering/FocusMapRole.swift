/// What a node is to the ``FocusMap`` walk besides its interaction: a class-level fact each node
/// answers with one virtual call, where asking every node of the frame whether it is each of the
/// six kinds took six dynamic casts per node per frame.
enum FocusMapRole {
    case plain
    /// A `focusSection()` (``FocusSectionNode``).
    case section(ViewIdentity)
    /// A `prefersDefaultFocus()` (``DefaultFocusNode``).
    case defaultFocus
    /// An `onKeyPress` (``KeyHandlerNode``).
    case keyHandler((KeyPress) -> Bool)
    /// A scroll view (``ScrollNode``).
    case scroll(ScrollNode)
    /// A `scrollsIntoView(request:)` (``ScrollTargetNode``).
    case scrollTarget(Int)
    /// A `keyboardShortcut` (``ShortcutNode``).
    case shortcut(KeyboardShortcut)
    /// A view marked for a `FocusState` (``FocusTargetNode``).
    case focusTarget(FocusTarget)
    /// A hidden view (``HiddenNode``): neither it nor anything inside it takes input.
    case hidden
    /// A container whose children change while it is placed (a lazy stack's rows), not only
    /// when a record below puts in new content: never skipped by the walk.
    case changingChildren
}
