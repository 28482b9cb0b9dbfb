// Temporary: replaced by the display-width text layer.
enum TerminalText {
  static func truncate(_ s: String, toWidth width: Int) -> String { String(s.prefix(max(0, width))) }
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
}
