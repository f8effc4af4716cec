/// A unified diff of two lists of lines (`-` expected, `+` actual), with a little context.
enum LineDiff {
    static func unified(expected: [String], actual: [String], context: Int = 2) -> String {
        guard expected != actual else { return "" }
        // Longest common subsequence, by dynamic programming: screens are at most a few hundred lines.
        let n = expected.count, m = actual.count
        var table = Array(repeating: Array(repeating: 0, count: m + 1), count: n + 1)
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                table[i][j] = expected[i] == actual[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        enum Step {
            case same(String)
            case removed(String)
            case added(String)
        }
        var steps: [Step] = []
        var i = 0, j = 0
        while i < n || j < m {
            if i < n, j < m, expected[i] == actual[j] {
                steps.append(.same(expected[i])); i += 1; j += 1
            } else if i < n, j == m || table[i + 1][j] >= table[i][j + 1] {
                steps.append(.removed(expected[i])); i += 1
            } else {
                steps.append(.added(actual[j])); j += 1
            }
        }
        var output: [String] = ["--- reference", "+++ actual"]
        var lastShown = -1
        for (index, step) in steps.enumerated() {
            let isChange: Bool
            if case .same = step { isChange = false } else { isChange = true }
            let nearChange = steps[max(0, index - context)...min(steps.count - 1, index + context)].contains {
                if case .same = $0 { return false }
                return true
            }
            guard isChange || nearChange else { continue }
            if lastShown >= 0, index > lastShown + 1 { output.append("…") }
            lastShown = index
            switch step {
            case .same(let line): output.append("  " + line)
            case .removed(let line): output.append("- " + line)
            case .added(let line): output.append("+ " + line)
            }
        }
        return output.joined(separator: "\n")
    }
}
