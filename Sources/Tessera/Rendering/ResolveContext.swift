/// What the resolver carries down the tree while it turns views into layout nodes.
struct ResolveContext {
    var environment: EnvironmentValues
    var identity: ViewIdentity
    /// The nearest enclosing view type written by a user, for provenance ("… in AccountView").
    var scope: String
    /// The axis of the enclosing stack, which decides how `Spacer` and `Divider` behave.
    var stackAxis: Axis?
    /// The graph resolving. Not counted: a context lives only while its graph resolves, or in the
    /// graph's own records and the nodes they hold, which the graph outlives (its host owns it).
    /// Several contexts are copied per node, and an `unowned` reference would count each copy.
    unowned(unsafe) let graph: ViewGraph

    /// The context of a child at a structural position.
    func child(_ position: Int) -> ResolveContext {
        var copy = self
        copy.identity = identity.child(position)
        return copy
    }

    /// The context of a child view of a given type.
    func child(_ type: ObjectIdentifier) -> ResolveContext {
        var copy = self
        copy.identity = identity.child(type)
        return copy
    }

    /// The context of a child with an explicit id.
    func child(_ component: some Hashable) -> ResolveContext {
        var copy = self
        copy.identity = identity.child(component)
        return copy
    }

    /// The context with a changed environment, recorded as set by `modifier` here.
    func settingEnvironment(
        _ modifier: @escaping @autoclosure () -> String,
        _ body: (inout EnvironmentValues) -> Void
    ) -> ResolveContext {
        var copy = self
        copy.environment = environment.setting(from: .modifier(modifier, scope: scope), body)
        return copy
    }
}
