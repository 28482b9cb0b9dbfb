import Foundation
import Testing

/// The naming rule of the built-in row factories, written down in the API Conventions article,
/// checked against every public factory in the sources: its name says what it makes, a label
/// `in:` names a store, the chosen option is `selection:`, `id:` is optional, and a callback is
/// named for when it runs. The rule has no exceptions: a factory that breaks it fails this
/// test.
@Suite struct BuiltInRowConventionsTests {
  /// One public factory as the sources declare it.
  struct Factory: CustomStringConvertible {
    let file: String
    let name: String
    /// The argument labels, `_` for none.
    let labels: [String]
    /// Each parameter's type, in order.
    let types: [String]
    /// Whether each parameter has a default value.
    var defaults: [Bool] = []
    let returnType: String

    var description: String { "\(name)(\(labels.map { "\($0):" }.joined())) in \(file)" }
  }

  /// The files whose `public static func`s are row factories.
  static let files = [
    "Sources/Runtime/Settings/BuiltInRows.swift",
    "Sources/Runtime/Settings/BuiltInRows+Navigation.swift",
    "Sources/Runtime/Settings/BuiltInRows+RadioGroup.swift",
    "Sources/Runtime/Settings/BuiltInRows+Slider.swift",
    "Sources/Runtime/Settings/BuiltInRows+Loading.swift",
    "Sources/Runtime/Settings/BuiltInRows+ButtonAction.swift",
    "Sources/Runtime/Search/BuiltInRows+SearchResults.swift",
    "Sources/Settings/Binding/BuiltInRows+Keys.swift",
    "Sources/Settings/Binding/BuiltInRows+Store.swift",
    "Sources/SwiftUIHost/SwiftUI/BuiltInRows+Binding.swift",
  ]

  /// Files that extend `TableComponent` with factories of rows that are not built-in: a hosted
  /// SwiftUI view is the app's own row.
  static let otherFactoryFiles: Set = ["Sources/SwiftUIHost/SwiftUI/HostingRowCell.swift"]

  /// Where a control's value lives: a value the app keeps, a store key, a SwiftUI binding.
  static let rowValueSources: Set = ["value", "key", "binding"]

  /// Header and footer components: named for what they show, as they are not rows.
  static let supplementaryNames: Set = ["sectionTitle", "footerNote", "profileCard"]

  @Test func everyFactoryFollowsTheNamingRule() throws {
    let factories = try Self.files.flatMap(Self.factories(in:))
    #expect(factories.count > 20, "the sources should declare every factory; found \(factories.count)")
    for factory in factories {
      for problem in Self.problems(factory) {
        Issue.record("\(factory): \(problem)")
      }
    }
  }

  /// One public factory per kind of row: a loading value, a confirmation, a subtitle or a
  /// place a value lives is a parameter or a modifier of its kind's factory, not another
  /// factory to choose from.
  @Test func thereIsOneFactoryPerKindOfRow() throws {
    let rows = try Self.files.flatMap(Self.factories(in:)).filter {
      ["TableComponent", "[TableComponent]"].contains($0.returnType.replacingOccurrences(of: " ", with: ""))
    }
    #expect(rows.count > 10, "the sources should declare every factory; found \(rows.count)")
    #expect(rows.count <= 15, "\(rows.map(\.name))")
    // The button's two forms differ in what selecting runs: at once, or in a task it shows.
    let names = rows.map(\.name)
    #expect(Set(names).count == names.count - 1, "\(names)")
    #expect(names.filter { $0 == "buttonRow" }.count == 2)
  }

  /// A new file of factories is checked too: every source file that extends `TableComponent` with
  /// a public static function is in ``files``.
  @Test func everyFileOfFactoriesIsChecked() throws {
    let root = packageRoot()
    let sources = root.appendingPathComponent("Sources")
    let enumerator = try #require(FileManager.default.enumerator(atPath: sources.path))
    var declaring: Set<String> = []
    while let path = enumerator.nextObject() as? String {
      guard path.hasSuffix(".swift") else { continue }
      let file = "Sources/" + path
      let text = try String(contentsOf: sources.appendingPathComponent(path), encoding: .utf8)
      if text.contains("extension TableComponent {"), text.contains("public static func ") { declaring.insert(file) }
    }
    #expect(declaring.subtracting(Self.files).subtracting(Self.otherFactoryFiles).isEmpty, "add these files to `files`")
    #expect(declaring.count >= 9)
  }

  /// Everything wrong with `factory`: its name, then each label and callback.
  static func problems(_ factory: Factory) -> [String] {
    var problems: [String] = []
    if let problem = nameProblem(factory) { problems.append(problem) }
    for (index, (label, type)) in zip(factory.labels, factory.types).enumerated() {
      let hasDefault = factory.defaults.indices.contains(index) && factory.defaults[index]
      if let problem = labelProblem(label: label, type: type, hasDefault: hasDefault) { problems.append(problem) }
      if let problem = callbackProblem(label: label, type: type) { problems.append(problem) }
    }
    return problems
  }

  /// Why a label breaks the rule, or `nil`: `in:` names a store (a range is `range:`), the
  /// chosen option is `selection:` (as SwiftUI's `Picker` and `List` name it), and `id:` is an
  /// optional identity with a default, as the kind and title (or key, or options) make one.
  static func labelProblem(label: String, type: String, hasDefault: Bool) -> String? {
    switch label {
    case "in" where !type.contains("SettingsStore"):
      return "`in:` is a \(type); `in:` names a store, a range is `range:`"
    case "selected":
      return "the chosen option is `selection:`, as in SwiftUI"
    case "id" where type.replacingOccurrences(of: " ", with: "") != "AnyHashable?" || !hasDefault:
      return "`id:` is `AnyHashable? = nil`: the identity is made from the row when none is given"
    default:
      return nil
    }
  }

  @Test func theRuleCatchesWhatItShould() {
    func factory(_ name: String, labels: [String] = ["_"], types: [String] = ["String"], returns: String)
      -> Factory
    {
      Factory(file: "test", name: name, labels: labels, types: types, returnType: returns)
    }
    #expect(Self.nameProblem(factory("switchRow", returns: "TableComponent")) == nil)
    #expect(Self.nameProblem(factory("toggle", returns: "TableComponent")) != nil)
    #expect(Self.nameProblem(factory("radioGroup", returns: "[TableComponent]")) == nil)
    #expect(Self.nameProblem(factory("radioRows", returns: "[TableComponent]")) != nil)
    #expect(Self.nameProblem(factory("searchResultSections", returns: "[TableSection]")) == nil)
    #expect(Self.nameProblem(factory("footerNote", returns: "TableComponent")) == nil)
    #expect(Self.nameProblem(factory("key", returns: "RowValue")) == nil)
    #expect(Self.nameProblem(factory("stored", returns: "RowValue")) != nil)
    #expect(Self.callbackProblem(label: "onChange", type: "@escaping (Bool) -> Void") == nil)
    #expect(Self.callbackProblem(label: "onTap", type: "@escaping (Bool) -> Void") != nil)
    #expect(Self.callbackProblem(label: "destination", type: "@escaping @MainActor () -> TableScreen") == nil)
    #expect(Self.callbackProblem(label: "text", type: "(SettingsValue?) -> String") == nil)
    #expect(Self.callbackProblem(label: "change", type: "ControlChange<Bool>") == nil)
    #expect(Self.callbackProblem(label: "action", type: "@escaping (SelectionContext<ButtonCell>) -> Void") != nil)
    #expect(Self.labelProblem(label: "in", type: "any SettingsStore", hasDefault: false) == nil)
    #expect(Self.labelProblem(label: "in", type: "ClosedRange<Int>", hasDefault: false) != nil)
    #expect(Self.labelProblem(label: "range", type: "ClosedRange<Int>", hasDefault: false) == nil)
    #expect(Self.labelProblem(label: "selection", type: "Int?", hasDefault: false) == nil)
    #expect(Self.labelProblem(label: "selected", type: "Int?", hasDefault: false) != nil)
    #expect(Self.labelProblem(label: "id", type: "AnyHashable?", hasDefault: true) == nil)
    #expect(Self.labelProblem(label: "id", type: "AnyHashable", hasDefault: false) != nil)
    #expect(Self.labelProblem(label: "id", type: "AnyHashable?", hasDefault: false) != nil)
  }

  /// The parser reads each factory's labels, types and defaults.
  @Test func theParserReadsLabelsTypesAndDefaults() {
    let source = """
      extension TableComponent {
        /// A stepper.
        @MainActor
        public static func stepper(_ title: String, value: Int, in range: ClosedRange<Int>) -> TableComponent {
          stepperRow(title, value: .value(value), range: range)
        }
      }
      """
    let factories = Self.factories(inSource: source, file: "test")
    #expect(factories.map(\.name) == ["stepper"])
    let stepper = factories[0]
    #expect(stepper.labels == ["_", "value", "in"])
    #expect(stepper.types == ["String", "Int", "ClosedRange<Int>"])
    #expect(stepper.defaults == [false, false, false])
    #expect(Self.problems(stepper).count == 2, "\(Self.problems(stepper))")
  }

  /// Why `factory`'s name breaks the rule, or `nil`: a row's factory ends in `Row`, several
  /// rows' in `Group`, sections' in `Sections`; a header or footer is named for what it shows.
  static func nameProblem(_ factory: Factory) -> String? {
    let returns = factory.returnType.replacingOccurrences(of: " ", with: "")
    switch returns {
    case "TableComponent":
      if factory.name.hasSuffix("Row") || supplementaryNames.contains(factory.name) { return nil }
      return "a factory of one row ends in `Row`"
    case "[TableComponent]":
      return factory.name.hasSuffix("Group") ? nil : "a factory of several rows ends in `Group`"
    case "[TableSection]":
      return factory.name.hasSuffix("Sections") ? nil : "a factory of sections ends in `Sections`"
    case "RowValue":
      return rowValueSources.contains(factory.name)
        ? nil : "a place a control's value lives is named for it: \(rowValueSources.sorted())"
    default:
      return "returns \(factory.returnType), which no rule covers"
    }
  }

  /// Why a parameter breaks the callback rule, or `nil`. A closure that returns nothing is a
  /// callback: `onChange` (a value changed), `onSelect` (the row was tapped) or `onOpen` (a
  /// result was chosen). A closure that makes a screen is `destination`; one that formats a
  /// value is named for what it gives (`text`, `title`). `change:` is how a change is applied.
  static func callbackProblem(label: String, type: String) -> String? {
    guard type.contains("->") else { return nil }
    let result = type.components(separatedBy: "->").last?.trimmingCharacters(in: .whitespaces) ?? ""
    let returnsNothing = result.hasPrefix("Void") || result.hasPrefix("()")
    if returnsNothing {
      return ["onChange", "onSelect", "onOpen"].contains(label)
        ? nil : "the callback `\(label):` is `onChange`, `onSelect` or `onOpen`"
    }
    if result.hasPrefix("TableScreen") {
      return label == "destination" ? nil : "a closure that makes a screen is `destination:`"
    }
    return ["text", "title"].contains(label) ? nil : "a formatting closure `\(label):` is `text:` or `title:`"
  }

  /// The public static functions of `file`, with their labels, parameter types and results.
  static func factories(in file: String) throws -> [Factory] {
    let source = try String(contentsOf: packageRoot().appendingPathComponent(file), encoding: .utf8)
    return factories(inSource: source, file: file)
  }

  /// The public static functions declared in `source`.
  static func factories(inSource source: String, file: String) -> [Factory] {
    var factories: [Factory] = []
    var rest = source[...]
    while let start = rest.range(of: "public static func ") {
      let afterName = rest[start.upperBound...]
      guard let open = afterName.firstIndex(where: { $0 == "(" || $0 == "<" }) else { break }
      let name = String(afterName[..<open])
      // The parameter list: from the first "(" to its matching ")".
      guard let paren = afterName.firstIndex(of: "(") else { break }
      var depth = 0
      var close = paren
      for index in afterName[paren...].indices {
        let character = afterName[index]
        if character == "(" || character == "[" || character == "<" { depth += 1 }
        if character == ")" || character == "]"
          || (character == ">" && afterName[afterName.index(before: index)] != "-")
        {
          depth -= 1
        }
        if depth == 0 {
          close = index
          break
        }
      }
      let parameters = Self.splitTopLevel(String(afterName[afterName.index(after: paren)..<close]))
      let afterParameters = afterName[afterName.index(after: close)...]
      let arrow = afterParameters.range(of: "->")
      let body = afterParameters.firstIndex(of: "{") ?? afterParameters.endIndex
      var returnType = ""
      if let arrow, arrow.lowerBound < body {
        returnType = String(afterParameters[arrow.upperBound..<body])
        if let whereClause = returnType.range(of: " where ") {
          returnType = String(returnType[..<whereClause.lowerBound])
        }
        returnType = returnType.trimmingCharacters(in: .whitespacesAndNewlines)
      }
      var labels: [String] = []
      var types: [String] = []
      var defaults: [Bool] = []
      for parameter in parameters where !parameter.isEmpty {
        guard let colon = parameter.firstIndex(of: ":") else { continue }
        let names = parameter[..<colon].split(separator: " ").filter { !$0.hasPrefix("@") }
        labels.append(String(names.first ?? "_"))
        var type = String(parameter[parameter.index(after: colon)...])
        let defaultValue = type.range(of: " = ")
        if let defaultValue { type = String(type[..<defaultValue.lowerBound]) }
        types.append(type.trimmingCharacters(in: .whitespacesAndNewlines))
        defaults.append(defaultValue != nil)
      }
      factories.append(
        Factory(file: file, name: name, labels: labels, types: types, defaults: defaults, returnType: returnType))
      rest = afterParameters
    }
    return factories
  }

  /// `text` split at the commas that are not inside brackets, parentheses or angle brackets.
  static func splitTopLevel(_ text: String) -> [String] {
    var parts: [String] = []
    var current = ""
    var depth = 0
    var previous: Character = " "
    for character in text {
      switch character {
      case "(", "[", "<", "{": depth += 1
      case ")", "]", "}": depth -= 1
      case ">" where previous != "-": depth -= 1
      default: break
      }
      if character == ",", depth == 0 {
        parts.append(current.trimmingCharacters(in: .whitespacesAndNewlines))
        current = ""
      } else {
        current.append(character)
      }
      previous = character
    }
    parts.append(current.trimmingCharacters(in: .whitespacesAndNewlines))
    return parts
  }
}
