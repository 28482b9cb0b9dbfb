import Foundation

/// Reads a `.strings` table: `"key" = "value";` entries with comments, in UTF-8 or UTF-16
/// (with or without a byte-order mark), or a table compiled to an XML or binary property
/// list.
///
/// A parser of its own rather than `PropertyListSerialization`, which on Linux writes a
/// timestamped Core Foundation line to standard error for every malformed table and names
/// the problem only in a nested error; here a bad table is one ``Failure`` naming the line.
enum SettingsStringsTable {
  /// Why a table could not be read.
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  /// The entries of the table in `data`.
  static func parse(_ data: Data) throws(Failure) -> [String: String] {
    var skipped: [String] = []
    return try parse(data, skipped: &skipped)
  }

  /// The entries of the table in `data`; the keys of a compiled table whose values are not
  /// strings (a number, a dictionary) are left out and added to `skipped`.
  static func parse(_ data: Data, skipped: inout [String]) throws(Failure) -> [String: String] {
    if data.starts(with: Data("bplist".utf8)) { return try propertyList(data, skipped: &skipped) }
    guard let text = decode(data) else {
      throw Failure(description: "it is neither UTF-8 nor UTF-16 text")
    }
    let trimmed = text.drop { $0.isWhitespace }
    if trimmed.hasPrefix("<?xml") || trimmed.hasPrefix("<plist") || trimmed.hasPrefix("<!DOCTYPE") {
      return try propertyList(data, skipped: &skipped)
    }
    var scanner = Scanner(characters: Array(text.unicodeScalars))
    return try scanner.entries()
  }

  private static func propertyList(_ data: Data, skipped: inout [String]) throws(Failure) -> [String: String] {
    guard
      let object = try? PropertyListSerialization.propertyList(from: data, format: nil),
      let dictionary = object as? [String: Any]
    else { throw Failure(description: "it is not a property list of strings") }
    var strings: [String: String] = [:]
    for (key, value) in dictionary {
      if let string = value as? String { strings[key] = string } else { skipped.append(key) }
    }
    return strings
  }

  /// The text of `data`: UTF-16 when it has a byte-order mark or looks like it (a zero byte
  /// in every other place, as Xcode writes tables), else UTF-8.
  static func decode(_ data: Data) -> String? {
    let bytes = [UInt8](data)
    if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
      return String(data: data, encoding: .utf16)
    }
    if bytes.count >= 2, bytes.count % 2 == 0 {
      let evenZeros = stride(from: 0, to: bytes.count, by: 2).filter { bytes[$0] == 0 }.count
      let oddZeros = stride(from: 1, to: bytes.count, by: 2).filter { bytes[$0] == 0 }.count
      let half = bytes.count / 4
      if oddZeros > half && evenZeros == 0 { return String(data: data, encoding: .utf16LittleEndian) }
      if evenZeros > half && oddZeros == 0 { return String(data: data, encoding: .utf16BigEndian) }
    }
    let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Data(bytes.dropFirst(3)) : data
    return String(data: body, encoding: .utf8)
  }

  /// The old-style property-list grammar of `.strings` files.
  private struct Scanner {
    let characters: [Unicode.Scalar]
    var position = 0
    var line = 1

    init(characters: [Unicode.Scalar]) { self.characters = characters }

    mutating func entries() throws(Failure) -> [String: String] {
      var entries: [String: String] = [:]
      try skipSpaceAndCommentsChecked()
      // Some tables wrap their entries in braces, as a dictionary literal.
      let braced = peek == "{"
      if braced { advance() }
      while true {
        try skipSpaceAndCommentsChecked()
        guard let next = peek else { break }
        if braced && next == "}" {
          advance()
          break
        }
        let entryLine = line
        let key = try string()
        try skipSpaceAndCommentsChecked()
        var value = key
        if peek == "=" {
          advance()
          try skipSpaceAndCommentsChecked()
          value = try string()
          try skipSpaceAndCommentsChecked()
        }
        guard peek == ";" else {
          throw Failure(description: "missing ';' after the entry on line \(entryLine)")
        }
        advance()
        entries[key] = value
      }
      try skipSpaceAndCommentsChecked()
      if peek != nil { throw Failure(description: "unexpected text on line \(line)") }
      return entries
    }

    var peek: Unicode.Scalar? { position < characters.count ? characters[position] : nil }

    mutating func advance() {
      if characters[position] == "\n" { line += 1 }
      position += 1
    }

    mutating func skipSpaceAndCommentsChecked() throws(Failure) {
      while let character = peek {
        if character.properties.isWhitespace {
          advance()
        } else if character == "/", position + 1 < characters.count,
          characters[position + 1] == "*"
        {
          let start = line
          position += 2
          while position + 1 < characters.count,
            !(characters[position] == "*" && characters[position + 1] == "/")
          {
            advance()
          }
          guard position + 1 < characters.count else {
            throw Failure(description: "the comment on line \(start) never ends")
          }
          position += 2
        } else if character == "/", position + 1 < characters.count,
          characters[position + 1] == "/"
        {
          while let next = peek, next != "\n" { advance() }
        } else {
          return
        }
      }
    }

    /// A quoted string, or an unquoted word of letters, digits and `_$+/:.-`.
    mutating func string() throws(Failure) -> String {
      guard let first = peek else { throw Failure(description: "the table ends on line \(line)") }
      if first == "\"" || first == "'" { return try quoted(first) }
      var word = String.UnicodeScalarView()
      while let character = peek,
        character.properties.isAlphabetic || ("0"..."9").contains(character)
          || "_$+/:.-".unicodeScalars.contains(character)
      {
        word.append(character)
        advance()
      }
      guard !word.isEmpty else {
        throw Failure(description: "unexpected \"\(first)\" on line \(line)")
      }
      return String(word)
    }

    mutating func quoted(_ quote: Unicode.Scalar) throws(Failure) -> String {
      let start = line
      advance()
      var text = String.UnicodeScalarView()
      while let character = peek {
        advance()
        if character == quote { return String(text) }
        guard character == "\\" else {
          text.append(character)
          continue
        }
        guard let escaped = peek else { break }
        advance()
        switch escaped {
        case "n": text.append("\n")
        case "t": text.append("\t")
        case "r": text.append("\r")
        case "U", "u": text.append(hexScalar())
        default: text.append(escaped)
        }
      }
      throw Failure(description: "the string that starts on line \(start) never ends")
    }

    /// The scalar of up to four hex digits after `\U`; a lone surrogate becomes U+FFFD.
    mutating func hexScalar() -> Unicode.Scalar {
      var value: UInt32 = 0
      for _ in 0..<4 {
        guard let character = peek, let digit = Int(String(character), radix: 16) else { break }
        value = value * 16 + UInt32(digit)
        advance()
      }
      return Unicode.Scalar(value) ?? "\u{FFFD}"
    }
  }
}
