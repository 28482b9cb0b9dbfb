import Foundation
import Testing

/// The naming rule of `SettingsKit`'s factories, written down in the API Conventions article,
/// checked against every public factory in the sources: its name says what it makes, a label
/// `in:` names a store, and a callback is named for when it runs. A factory that breaks the
/// rule fails this test unless it is one of the known exceptions below, each of which has its
/// new name planned; a listed exception that no longer exists fails it too, so the list stays
/// what the article says.
@Suite struct SettingsKitConventionsTests {
  /// One public factory as the sources declare it.
  struct Factory: CustomStringConvertible {
    let file: String
    let name: String
    /// The argument labels, `_` for none.
    let labels: [String]
    /// Each parameter's type, in order.
    let types: [String]
    let returnType: String

    var description: String { "\(name)(\(labels.map { "\($0):" }.joined())) in \(file)" }
  }

  /// The files whose `public static func`s are `SettingsKit` factories.
  static let files = [
    "Sources/Runtime/Settings/SettingsKit.swift",
    "Sources/Runtime/Settings/SettingsKit+Navigation.swift",
    "Sources/Runtime/Settings/SettingsKit+RadioGroup.swift",
    "Sources/Runtime/Settings/SettingsKit+Slider.swift",
    "Sources/Runtime/Settings/SettingsKit+Loading.swift",
    "Sources/Runtime/Search/SettingsKit+SearchResults.swift",
    "Sources/Settings/Binding/SettingsKit+Keys.swift",
    "Sources/Settings/Binding/SettingsKit+Store.swift",
    "Sources/SwiftUIHost/SwiftUI/SettingsKit+Binding.swift",
  ]

  /// Header and footer components: named for what they show, as they are not rows.
  static let supplementaryNames: Set = ["sectionTitle", "footerNote", "profileCard"]

  /// Names that break the rule today, with the name each is to have. Renaming keeps the old
  /// spelling compiling, deprecated, for one release.
  static let knownNameExceptions: [String: String] = [
    "button": "buttonRow",
    "textField": "textFieldRow",
    "stepper": "stepperRow",
    "slider": "sliderRow",
    "optionPicker": "pickerRow",
  ]

  /// Callback labels that break the rule today (factory name → label), with the label each is
  /// to have.
  static let knownCallbackExceptions: [String: String] = [
    "button action": "onSelect",
    "textField onCommit": "onChange",
  ]

  /// Factories whose `in:` is a range rather than a store today, with the label the range is to
  /// have.
  static let knownRangeLabelExceptions: [String: String] = [
    "stepper": "range",
    "slider": "range",
  ]

  @Test func everyFactoryFollowsTheNamingRuleOrIsAKnownException() throws {
    let factories = try Self.files.flatMap(Self.factories(in:))
    #expect(factories.count > 30, "the sources should declare every factory; found \(factories.count)")
    var usedNameExceptions: Set<String> = []
    var usedCallbackExceptions: Set<String> = []
    var usedRangeExceptions: Set<String> = []
    for factory in factories {
      if let problem = Self.nameProblem(factory) {
        if Self.knownNameExceptions[factory.name] != nil {
          usedNameExceptions.insert(factory.name)
        } else {
          Issue.record("\(factory): \(problem)")
        }
      }
      for (label, type) in zip(factory.labels, factory.types) {
        if label == "in", !type.contains("SettingsStore") {
          if Self.knownRangeLabelExceptions[factory.name] != nil {
            usedRangeExceptions.insert(factory.name)
          } else {
            Issue.record("\(factory): `in:` is a \(type); `in:` names a store, a range is `range:`")
          }
        }
        if let problem = Self.callbackProblem(label: label, type: type) {
          let key = "\(factory.name) \(label)"
          if Self.knownCallbackExceptions[key] != nil {
            usedCallbackExceptions.insert(key)
          } else {
            Issue.record("\(factory): \(problem)")
          }
        }
      }
    }
    #expect(
      usedNameExceptions == Set(Self.knownNameExceptions.keys), "an exception is gone: update the list and the article")
    #expect(usedCallbackExceptions == Set(Self.knownCallbackExceptions.keys))
    #expect(usedRangeExceptions == Set(Self.knownRangeLabelExceptions.keys))
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
    #expect(Self.callbackProblem(label: "onChange", type: "@escaping (Bool) -> Void") == nil)
    #expect(Self.callbackProblem(label: "onTap", type: "@escaping (Bool) -> Void") != nil)
    #expect(Self.callbackProblem(label: "destination", type: "@escaping @MainActor () -> TableScreen") == nil)
    #expect(Self.callbackProblem(label: "text", type: "(SettingsValue?) -> String") == nil)
    #expect(Self.callbackProblem(label: "change", type: "ControlChange<Bool>") == nil)
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
      for parameter in parameters where !parameter.isEmpty {
        guard let colon = parameter.firstIndex(of: ":") else { continue }
        let names = parameter[..<colon].split(separator: " ").filter { !$0.hasPrefix("@") }
        labels.append(String(names.first ?? "_"))
        var type = String(parameter[parameter.index(after: colon)...])
        if let defaultValue = type.range(of: " = ") { type = String(type[..<defaultValue.lowerBound]) }
        types.append(type.trimmingCharacters(in: .whitespacesAndNewlines))
      }
      factories.append(Factory(file: file, name: name, labels: labels, types: types, returnType: returnType))
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
