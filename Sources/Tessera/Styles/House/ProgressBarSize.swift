/// How thick a house progress bar is: `.progressViewStyle(.tessera(.m))`.
public enum ProgressBarSize: String, CaseIterable, Hashable, Sendable {
    /// One row, a thin line (`━━━━╸╌╌╌`): for dense lists and status lines.
    case s
    /// One row of full blocks (`████▌░░░`): the house default.
    case m
    /// Two rows of full blocks: a bar that carries a screen.
    case l
}
