/// How a collection's rows are chosen: not at all, one at a time, or any number.
enum RowSelection<ID: Hashable> {
    case noSelection
    case single(Binding<ID?>)
    case multiple(Binding<Set<ID>>)

    /// Whether the row with `id` is chosen.
    func contains(_ id: ID) -> Bool {
        switch self {
        case .noSelection: false
        case .single(let binding): binding.wrappedValue == id
        case .multiple(let binding): binding.wrappedValue.contains(id)
        }
    }

    var isMultiple: Bool {
        if case .multiple = self { return true }
        return false
    }

    /// The chosen row's id, when one row is chosen through a single selection.
    var singleValue: ID? {
        if case .single(let binding) = self { return binding.wrappedValue }
        return nil
    }

    /// Makes `ids` the selection (a single selection takes the last of them).
    func select(_ ids: [ID]) {
        switch self {
        case .noSelection: break
        case .single(let binding):
            if binding.wrappedValue != ids.last { binding.wrappedValue = ids.last }
        case .multiple(let binding):
            let set = Set(ids)
            if binding.wrappedValue != set { binding.wrappedValue = set }
        }
    }

    /// Adds the row with `id` to a multiple selection, or takes it out; selects it in a single one.
    func toggle(_ id: ID) {
        switch self {
        case .noSelection: break
        case .single: select([id])
        case .multiple(let binding):
            var set = binding.wrappedValue
            if set.remove(id) == nil { set.insert(id) }
            binding.wrappedValue = set
        }
    }
}
