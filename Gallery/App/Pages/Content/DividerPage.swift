import Tessera

/// Horizontal and vertical dividers, with insets.
struct DividerPage: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 1) {
            ExampleSection("Inherited default") {
                Example("In a VStack", code: "Divider()") {
                    VStack(alignment: .leading, spacing: 0) { Text("Above"); Divider(); Text("Below") }
                }
                Example("In an HStack", code: "HStack { A; Divider(); B }") {
                    HStack(spacing: 1) { Text("Left"); Divider(); Text("Right") }.fixedSize()
                }
            }
            ExampleSection("Insets") {
                Example("Leading inset 4", code: "Divider(leadingInset: 4)") {
                    VStack(alignment: .leading, spacing: 0) { Text("Row"); Divider(leadingInset: 4); Text("Row") }
                }
            }
        }
    }
}
