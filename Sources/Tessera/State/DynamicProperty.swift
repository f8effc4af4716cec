/// A property wrapper whose value the renderer supplies before each `body`: ``State``,
/// ``Environment``. Declare such properties as stored properties of a view.
public protocol DynamicProperty {}

/// How the renderer connects a dynamic property to its view's place in the tree.
protocol InstallableProperty {
    func install(in context: DynamicPropertyContext)
}

/// What a dynamic property can reach while its view is being resolved.
struct DynamicPropertyContext {
    let environment: EnvironmentValues
    let graph: ViewGraph
    let identity: ViewIdentity
    /// The index of the property among its view's state properties.
    var slot: Int
}
