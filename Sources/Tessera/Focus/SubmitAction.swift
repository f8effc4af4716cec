/// The environment key behind `submitAction`: no action unless `onSubmit` sets one.
struct SubmitActionKey: EnvironmentKey {
    static var defaultValue: (() -> Void)? { nil }
}

extension EnvironmentValues {
    /// What text fields inside do when the user presses Enter.
    var submitAction: (() -> Void)? {
        get { self[SubmitActionKey.self] }
        set { self[SubmitActionKey.self] = newValue }
    }
}

extension View {
    /// What text fields inside do when the user presses Enter.
    public consuming func onSubmit(_ action: @escaping () -> Void) -> some View {
        environment(.onSubmit(action))
    }
}
