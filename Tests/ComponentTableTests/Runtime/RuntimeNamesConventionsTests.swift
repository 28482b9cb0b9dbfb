import Foundation
import Testing

/// The naming rules of the engine, its screens and its error sinks, checked against every public
/// declaration in the sources: rows are added with `addCell`/`addCells` (rows are "rows",
/// "cell" is UIKit's word), a screen's reveal behaviour is set by `revealBehavior:`, a selection
/// mode never says `disabled` (that is a row's availability), and problems that are reported
/// rather than thrown go through one channel (`TableDiagnostic.report`, which an app directs
/// with the one `TableDiagnostic.handler`): no type has a sink of its own, an `errorHandler`, a
/// `diagnosticHandler` or any property or parameter that takes an error or a diagnostic.
@Suite struct RuntimeNamesConventionsTests {
  /// One public declaration: its attributes and its text up to its body.
  struct Declaration: CustomStringConvertible {
    let file: String
    let line: Int
    let attributes: [String]
    let text: String

    var description: String { "\(file):\(line): \(text)" }
  }

  /// The one sink: the channel's handler (file and name).
  static let channelHandler = "TableDiagnostic+Channel.swift handler"

  @Test func everyPublicDeclarationFollowsTheRules() throws {
    let declarations = try Self.sourceFiles().flatMap { try Self.declarations(inFile: $0) }
    #expect(declarations.count > 500, "the sources should declare much more; found \(declarations.count)")
    for declaration in declarations {
      for problem in Self.problems(declaration) { Issue.record("\(declaration): \(problem)") }
    }
  }

  @Test func selectionModeCasesDoNotSayEnabledOrDisabled() throws {
    let source = try String(
      contentsOf: packageRoot().appendingPathComponent("Sources/Components/Model/RowInteraction.swift"), encoding: .utf8
    )
    let body = try #require(source.range(of: "public enum RowSelectionMode").map { source[$0.upperBound...] })
    let cases = body[..<(body.range(of: "\n}")?.lowerBound ?? body.endIndex)]
      .split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { $0.hasPrefix("case ") }
    #expect(cases.count >= 4)
    #expect(!cases.contains("case disabled"), "a row that cannot be used is RowAvailability.disabled")
    #expect(!cases.contains("case enabled"), "a row that can be used is RowAvailability.enabled")
  }

  @Test func theRulesCatchWhatTheyShould() {
    func problems(_ text: String, attributes: [String] = [], file: String = "X.swift") -> [String] {
      let declaration = Declaration(file: file, line: 1, attributes: attributes, text: text)
      return Self.problems(declaration)
    }
    #expect(problems("public func addCell(_ component: TableComponent) throws(TableError) -> IndexPath").isEmpty)
    #expect(problems("public func addCells(_ components: [TableComponent])").isEmpty)
    #expect(problems("public func insertCell(_ component: TableComponent, at indexPath: IndexPath)").isEmpty)
    #expect(problems("public func updateCells(at indexPaths: [IndexPath], with components: [TableComponent])").isEmpty)
    #expect(!problems("public func appendRow(_ component: TableComponent) throws(TableError) -> IndexPath").isEmpty)
    #expect(!problems("public func addRow(_ component: TableComponent)").isEmpty)
    #expect(!problems("public func replaceRow(at indexPath: IndexPath, with component: TableComponent)").isEmpty)
    #expect(!problems("public func replaceSection(at index: Int, with section: TableSection)").isEmpty)
    #expect(problems("public func addSection(_ section: TableSection) -> TableSectionHandle").isEmpty)
    #expect(!problems("public init(title: String, whenRevealed: RevealBehavior = .keep)").isEmpty)
    #expect(problems("public init(title: String, revealBehavior: RevealBehavior = .keep)").isEmpty)
    #expect(!problems("public static var disabled: RowSelectionMode { .never }").isEmpty)
    #expect(!problems("public static var enabled: RowSelectionMode { .always }").isEmpty)
    let channel = "public static var handler: @MainActor (TableDiagnostic) -> Void = writeToStandardError"
    #expect(problems(channel, file: "Sources/Runtime/Engine/TableDiagnostic+Channel.swift").isEmpty)
    #expect(!problems(channel, file: "Sources/Settings/Store/SettingsStore.swift").isEmpty)
    #expect(!problems("public var errorHandler: @MainActor (TableError) -> Void").isEmpty)
    #expect(!problems("public var errorHandler: (TableError) -> Void = { error in").isEmpty)
    #expect(!problems("public var errorHandler: (String) -> Void").isEmpty)
    #expect(!problems("public var diagnosticHandler: (TableDiagnostic) -> Void = { diagnostic in").isEmpty)
    #expect(!problems("public var diagnosticHandler: @MainActor (String) -> Void").isEmpty)
    #expect(!problems("public var keyDiagnosticHandler: @MainActor (SettingsError) -> Void").isEmpty)
    #expect(!problems("public var openFailureHandler: @MainActor (TableError) -> Void").isEmpty)
    #expect(!problems("public var onFailure: ((TableError) -> Void)?").isEmpty)
    #expect(
      !problems("public init(url: URL, diagnosticHandler: (@MainActor (TableDiagnostic) -> Void)? = nil)").isEmpty)
    #expect(
      !problems("public static func withoutNavigation(report: @escaping @MainActor (TableDiagnostic) -> Void)").isEmpty)
    #expect(problems("public var hasSelectionHandler: Bool { box.hasSelectionHandler }").isEmpty)
    #expect(problems("public var screenOpener: (@MainActor (TableScreen) -> Void)?").isEmpty)
    #expect(problems("public static func report(_ diagnostic: TableDiagnostic)").isEmpty)
    #expect(problems("public init(failed error: TableError)").isEmpty)
    #expect(problems("public func open(_ entry: SearchEntry) throws(TableError) -> IndexPath {").isEmpty)
  }

  /// What `declaration` breaks, if anything.
  static func problems(_ declaration: Declaration) -> [String] {
    let text = declaration.text
    var problems: [String] = []
    let oldVerbs = #"func ((add|append|insert|remove|replace|move|update)Rows?|(append|replace)(Cells?|Sections?))\b"#
    if let name = firstMatch(oldVerbs, in: text) {
      problems.append("`\(name)`: the incremental API is add/insert/remove/move/update + Section or Cell (`addCell`)")
    }
    if text.range(of: #"\bwhenRevealed\b"#, options: .regularExpression) != nil {
      problems.append("the label that sets `revealBehavior` is `revealBehavior:`")
    }
    if text.range(of: #"static (var|let) disabled: RowSelectionMode"#, options: .regularExpression) != nil {
      problems.append("a selection mode that never selects is `.never`; `disabled` is a row's availability")
    }
    if text.range(of: #"static (var|let) enabled: RowSelectionMode"#, options: .regularExpression) != nil {
      problems.append("a selection mode that always selects is `.always`; `enabled` is a row's availability")
    }
    // A sink: a property or parameter named as one, or one whose function takes an error or a
    // diagnostic. Only the channel's own handler may be one.
    let named = firstMatch(#"\b\w*(errorHandler|ErrorHandler|diagnosticHandler|DiagnosticHandler)\b"#, in: text)
    let typed = firstMatch(#"\b\w+: [(@\w\s]*\(\w*(Error|Diagnostic)\) ->"#, in: text)
    if let sink = named ?? typed.map({ String($0.prefix { $0 != ":" }) }) {
      let fileName = URL(fileURLWithPath: declaration.file).lastPathComponent
      if "\(fileName) \(sink)" != channelHandler {
        problems.append(
          "`\(sink)` is a sink of its own: report through `TableDiagnostic.report(_:)`, the one channel (an app sets `TableDiagnostic.handler`)"
        )
      }
    }
    return problems
  }

  static func firstMatch(_ pattern: String, in text: String) -> String? {
    text.range(of: pattern, options: .regularExpression).map { String(text[$0]) }
  }

  /// The Swift files under `Sources`, relative to the package root.
  static func sourceFiles() throws -> [String] {
    let root = packageRoot()
    let sources = root.appendingPathComponent("Sources")
    let enumerator = try #require(FileManager.default.enumerator(atPath: sources.path))
    return enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted()
      .map { "Sources/\($0)" }
  }

  /// The public declarations of `file`, each with the attribute lines right above it and its
  /// text up to the line that opens its body (or the end of its signature).
  static func declarations(inFile file: String) throws -> [Declaration] {
    let source = try String(contentsOf: packageRoot().appendingPathComponent(file), encoding: .utf8)
    let lines = source.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    var declarations: [Declaration] = []
    var attributes: [String] = []
    var index = 0
    while index < lines.count {
      let line = lines[index]
      if line.hasPrefix("@") {
        attributes.append(line)
      } else if line.hasPrefix("///") || line.hasPrefix("//") {
        // Doc comments come before attributes; a comment between them keeps both.
      } else if line.range(of: #"^((nonisolated|final|override|@\w+) )*public "#, options: .regularExpression) != nil {
        var text = line
        var next = index + 1
        while !text.contains("{"), next < lines.count, next < index + 8 {
          let following = lines[next]
          if following.isEmpty || following.hasPrefix("//") || following.hasPrefix("@")
            || following.hasPrefix("}") || following.contains("public ")
          {
            break
          }
          text += " " + following
          next += 1
        }
        declarations.append(Declaration(file: file, line: index + 1, attributes: attributes, text: text))
        attributes = []
      } else {
        attributes = []
      }
      index += 1
    }
    return declarations
  }
}
