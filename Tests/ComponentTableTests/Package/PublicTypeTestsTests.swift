import Foundation
import Testing

/// Every public type the sources declare at file level is named by at least one test, so a
/// reader who looks for a type's tests finds them by its name, and a new public type cannot
/// land untested. Types of the Apple-only hosts, declared inside `#if canImport(UIKit)` and
/// so indented, cannot run here and are left out.
@Suite struct PublicTypeTestsTests {
  /// A public type and the file that declares it.
  struct Declared: CustomStringConvertible {
    let name: String
    let file: String
    var description: String { "\(name) (\(file))" }
  }

  /// The public types declared at file level in `Sources`, read as text.
  static func declaredTypes(root: URL) throws -> [Declared] {
    let declaration = /^public (?:final )?(?:class|struct|enum|protocol|actor) ([A-Za-z_][A-Za-z0-9_]*)/
    return try swiftFiles(under: root.appendingPathComponent("Sources")).flatMap { file -> [Declared] in
      let text = try String(contentsOf: file, encoding: .utf8)
      return text.split(separator: "\n", omittingEmptySubsequences: false).compactMap { line in
        guard let match = line.firstMatch(of: declaration) else { return nil }
        return Declared(name: String(match.1), file: file.lastPathComponent)
      }
    }
  }

  static func swiftFiles(under directory: URL) throws -> [URL] {
    guard let walker = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil) else {
      throw CocoaError(.fileReadNoSuchFile)
    }
    return walker.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
  }

  /// Whether `name` stands in `text` as a whole word.
  static func names(_ text: String, _ name: String) -> Bool {
    var searched = text[...]
    while let found = searched.range(of: name) {
      let before = found.lowerBound == text.startIndex ? nil : text[text.index(before: found.lowerBound)]
      let after = found.upperBound == text.endIndex ? nil : text[found.upperBound]
      let isWordCharacter = { (character: Character?) in
        character.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false
      }
      if !isWordCharacter(before) && !isWordCharacter(after) { return true }
      searched = text[found.upperBound...]
    }
    return false
  }

  @Test func everyPublicTypeIsNamedByATest() throws {
    let root = packageRoot()
    let declared = try Self.declaredTypes(root: root)
    #expect(declared.count > 60, "the sources should declare the package's types; found \(declared.count)")
    let thisFile = URL(fileURLWithPath: #filePath).lastPathComponent
    let tests = try Self.swiftFiles(under: root.appendingPathComponent("Tests"))
      .filter { $0.lastPathComponent != thisFile }
      .map { try String(contentsOf: $0, encoding: .utf8) }
      .joined(separator: "\n")
    let untested = declared.filter { !Self.names(tests, $0.name) }
    #expect(untested.isEmpty, "public types no test names: \(untested)")
  }

  /// The check is a whole-word match: a longer name that starts with a type's name does not
  /// count as naming it.
  @Test func aNameInsideALongerNameDoesNotCount() {
    #expect(Self.names("let status: RowStatus = .idle", "RowStatus"))
    #expect(!Self.names("let text = RowStatusText.updating", "RowStatus"))
    #expect(!Self.names("SettingsObserversList", "SettingsObservers"))
    #expect(Self.names("RowStatus", "RowStatus"))
  }
}
