import Foundation

// The two output forms of the same results: one table for people, one JSON array for CI.

enum Report {
  static func printTable(_ results: [BenchResult], header: String, checksum: UInt64) {
    let columns = ["#", "measurement", "engine", "baseline", "ratio", "min–max", "IQR", "goal", "met"]
    var lines: [[String]] = []
    for (index, result) in results.enumerated() {
      let engine = result.engine.map { result.quantity.format($0.median) } ?? "skipped"
      let baseline = result.baseline.map { result.quantity.format($0.median) } ?? "—"
      let ratio = result.ratio.map { Format.ratio($0.median) } ?? "—"
      let spread = result.ratio.map { "\(Format.ratio($0.min))–\(Format.ratio($0.max))" } ?? "—"
      let iqr = result.ratio.map { "\(Format.ratio($0.q1))–\(Format.ratio($0.q3))" } ?? "—"
      let goal = result.goal.map { goalText($0, result.quantity) } ?? "none (info)"
      lines.append([
        "\(index + 1)", result.name, engine, baseline, ratio, spread, iqr, goal, metText(result),
      ])
    }
    let widths = columns.indices.map { column in
      ([columns[column]] + lines.map { $0[column] }).map(\.count).max() ?? 0
    }
    func row(_ cells: [String]) -> String {
      zip(cells, widths).map { cell, width in cell.padding(toLength: width, withPad: " ", startingAt: 0) }
        .joined(separator: "  ").trimmingCharacters(in: .whitespaces)
    }
    print(header)
    print(row(columns))
    print(row(widths.map { String(repeating: "-", count: $0) }))
    for line in lines { print(row(line)) }
    print("")
    print("ratio = engine ÷ baseline per round (lower is better); the table shows the median round,")
    print("its min–max and interquartile range. Baselines and notes:")
    for (index, result) in results.enumerated() {
      var text = "[\(index + 1)] vs \(result.baselineName)."
      if let note = result.note { text += " \(note)" }
      print(text)
    }
    print("checksum \(checksum)")
  }

  private static func goalText(_ goal: Goal, _ quantity: Quantity) -> String {
    switch goal {
    case .ratioAtMost: return goal.description
    case .valueAtMost(let limit): return "≤ \(quantity.format(limit))"
    }
  }

  private static func metText(_ result: BenchResult) -> String {
    guard let goal = result.goal else { return result.isSkipped ? "skipped" : "—" }
    guard let engine = result.engine, let excess = goal.excess(value: engine.median, ratio: result.ratio?.median)
    else { return "skipped" }
    return excess == 0 ? "yes" : String(format: "NO (+%.0f%%)", excess * 100)
  }

  // MARK: JSON

  static func printJSON(_ results: [BenchResult], mode: String, checksum: UInt64) {
    let objects = results.map { result -> String in
      var fields: [(String, String)] = [
        ("name", string(result.name)),
        ("unit", string(result.quantity.unit)),
        ("mode", string(mode)),
      ]
      if let engine = result.engine {
        fields.append(("median", number(engine.median)))
        if case .time = result.quantity { fields.append(("median_ns", number(engine.median))) }
        fields.append(("min", number(engine.min)))
        fields.append(("max", number(engine.max)))
        fields.append(("rounds", String(engine.count)))
      }
      fields.append(("baseline", string(result.baselineName)))
      if let baseline = result.baseline {
        fields.append(("baseline_median", number(baseline.median)))
        if case .time = result.quantity { fields.append(("baseline_median_ns", number(baseline.median))) }
      }
      fields.append(("ratio", result.ratio.map { number($0.median) } ?? "null"))
      if let ratio = result.ratio {
        fields.append(("ratio_min", number(ratio.min)))
        fields.append(("ratio_max", number(ratio.max)))
        fields.append(("ratio_q1", number(ratio.q1)))
        fields.append(("ratio_q3", number(ratio.q3)))
      }
      fields.append(("goal", result.goal.map { string(goalText($0, result.quantity)) } ?? "null"))
      if let goal = result.goal {
        let kind: String
        switch goal {
        case .ratioAtMost: kind = "ratio_at_most"
        case .valueAtMost: kind = "value_at_most"
        }
        fields.append(("goal_kind", string(kind)))
        fields.append(("goal_limit", number(goal.limit)))
      }
      // `null` when there is no goal or the measurement was skipped: neither met nor missed.
      fields.append(("meets_goal", result.meetsGoal.map { $0 ? "true" : "false" } ?? "null"))
      fields.append(("skipped", result.isSkipped ? "true" : "false"))
      for extra in result.extras { fields.append((extra.key, number(extra.value))) }
      if let note = result.note { fields.append(("note", string(note))) }
      return "  {" + fields.map { "\(string($0.0)): \($0.1)" }.joined(separator: ", ") + "}"
    }
    print("[\n" + objects.joined(separator: ",\n") + "\n]")
    progress("checksum \(checksum)")
  }

  private static func number(_ x: Double) -> String {
    guard x.isFinite else { return "null" }
    if x == x.rounded() && abs(x) < 1e15 { return String(Int(x)) }
    return String(format: "%.6g", x)
  }

  private static func string(_ s: String) -> String {
    var out = "\""
    for scalar in s.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case let c where c.value < 0x20: out += String(format: "\\u%04x", c.value)
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }
}
