// Temporary: replaced by the display-width text layer.
enum TerminalText {
  static func width(_ s: String) -> Int { s.count }
  static func truncate(_ s: String, toWidth width: Int) -> String { String(s.prefix(max(0, width))) }
  static func truncate(_ s: String, toWidth width: Int, ellipsis: Bool) -> String {
    guard s.count > width else { return s }
    guard ellipsis, width > 0 else { return truncate(s, toWidth: width) }
    return String(s.prefix(width - 1)) + "…"
  }
  static func pad(_ s: String, toWidth width: Int) -> String {
    let t = truncate(s, toWidth: width)
    return t + String(repeating: " ", count: max(0, width - t.count))
  }
  static func wrap(_ s: String, toWidth width: Int) -> [String] {
    guard width > 0 else { return [] }
    var lines: [String] = []
    for paragraph in s.split(separator: "\n", omittingEmptySubsequences: false) {
      var line = ""
      for word in paragraph.split(separator: " ") {
        if line.isEmpty { line = String(word) } else if line.count + 1 + word.count <= width { line += " " + word } else { lines.append(line); line = String(word) }
        while line.count > width { lines.append(String(line.prefix(width))); line = String(line.dropFirst(width)) }
      }
      lines.append(line)
    }
    return lines
  }
  enum Style { case dim, bold, red, inverse, accent }
  static func styled(_ s: String, _ style: Style) -> String { s }
  static func strip(_ s: String) -> String { s }
}
