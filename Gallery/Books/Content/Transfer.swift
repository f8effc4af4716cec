import Tessera

/// The rows of the list and table stories: payments, as a wallet lists them.
struct Transfer: Identifiable {
    let id: Int
    let name: String
    let date: String
    let amount: String

    static let recent = [
        Transfer(id: 1, name: "Ada Lovelace", date: "2026-11-28", amount: "−42.00"),
        Transfer(id: 2, name: "Grace Hopper", date: "2026-11-30", amount: "+1,250.00"),
        Transfer(id: 3, name: "Alan Turing", date: "2026-11-21", amount: "−7.50"),
        Transfer(id: 4, name: "Katherine Johnson", date: "2026-12-01", amount: "−310.99"),
        Transfer(id: 5, name: "Edsger Dijkstra", date: "2026-11-14", amount: "+88.00"),
        Transfer(id: 6, name: "Barbara Liskov", date: "2026-11-25", amount: "−19.95"),
        Transfer(id: 7, name: "Donald Knuth", date: "2026-11-02", amount: "+2.56"),
        Transfer(id: 8, name: "Margaret Hamilton", date: "2026-11-19", amount: "−64.00"),
    ]

    /// The amount as a number (the text has a sign, thousands separators and a real minus sign).
    var value: Double {
        let magnitude = Double(amount.filter { $0.isNumber || $0 == "." }) ?? 0
        return amount.hasPrefix("−") ? -magnitude : magnitude
    }

    /// The transfers sorted as `sort` says (unsorted without one), as an app sorts a table's rows.
    static func sorted(by sort: TableSort?) -> [Transfer] {
        guard let sort else { return recent }
        return recent.sorted { lhs, rhs in
            switch sort.column {
            case "Name": sort.orders(lhs.name, rhs.name)
            case "Amount": sort.orders(lhs.value, rhs.value)
            default: sort.orders(lhs.date, rhs.date)
            }
        }
    }
}
