// The call site from DESIGN.md ("The API, as a user writes it"), unchanged: a user's file that
// imports only Tessera.
import Tessera

@Observable final class Settings {   // the model: plain Swift, no UI code
    var notifications = true
    var name = ""
    var isSaving = false
}

struct AccountView: View {
    @Bindable var settings: Settings   // bindings into the model: $settings.name

    var body: some View {
        VStack(alignment: .leading, spacing: 1) {
            Text("Balance").textRole(.title3)   // a role enum applied by a modifier, not a view
            Text("$1,024.00")   // body role and fg colour: inherited defaults
            Button("Details") {}   // inherited default: plain house style, not a pill
            Button("Continue") {}
                .buttonStyle(.tessera(.primary, size: .large))   // explicit variant
            Toggle("Notifications", isOn: $settings.notifications)   // inherits .tessera(.primary)
            ProgressView(value: 0.4)   // inherits the house progress style
            TextField("Name", text: $settings.name)
        }
        .disabled(settings.isSaving)   // cascades: controls read isEnabled from the environment
    }
}
