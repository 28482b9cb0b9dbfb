import ComponentTable
import Foundation

/// One pane of a Settings.bundle (`Root.plist` or a child pane), typed and localised.
package struct SettingsPane: Sendable, Equatable {
  /// The pane's file, relative to the bundle (`Root.plist`).
  package var file: String
  /// The pane's `Title`, localised, if it has one.
  package var title: String?
  /// The `.strings` table its titles are looked up in (`StringsTable`, else the file's name).
  package var stringsTable: String
  /// The specifiers, in order. A specifier iOS leaves out (no `Type`, not a dictionary) is
  /// not here; the indices in diagnostics count every entry of the file.
  package var specifiers: [SettingsSpecifier]
  /// Each specifier's index in the file's `PreferenceSpecifiers`, parallel to ``specifiers``.
  package var sourceIndices: [Int]
  /// The `Key` of each group specifier that has one, by its position in ``specifiers``:
  /// InAppSettingsKit hides a group, with its rows, by that key.
  package var groupKeys: [Int: String]
  /// The app group whose defaults hold the values (`ApplicationGroupContainerIdentifier`,
  /// read from a root pane): the Settings app edits that suite, not the app's own defaults.
  package var applicationGroup: String?

  /// A pane with the given parts; `sourceIndices` defaults to the specifiers' own positions.
  package init(
    file: String, title: String?, stringsTable: String, specifiers: [SettingsSpecifier],
    sourceIndices: [Int]? = nil, groupKeys: [Int: String] = [:], applicationGroup: String? = nil
  ) {
    self.file = file
    self.title = title
    self.stringsTable = stringsTable
    self.specifiers = specifiers
    self.sourceIndices = sourceIndices ?? Array(specifiers.indices)
    self.groupKeys = groupKeys
    self.applicationGroup = applicationGroup
  }
}

/// Turns a pane's property list into a `SettingsPane`: no file system, no UI, as lenient as
/// iOS. A problem in one specifier costs that specifier only: it is shown as a plain row (or
/// left out, where iOS leaves it out), or the bad key is ignored, and a diagnostic names the
/// file, the specifier's index and the problem.
package enum SettingsPaneParser {
  /// The `KeyboardType` values Apple documents.
  package static let keyboardTypes = [
    "Alphabet", "NumbersAndPunctuation", "NumberPad", "URL", "EmailAddress",
  ]
  /// The further `KeyboardType` values InAppSettingsKit reads (named after `UIKeyboardType`).
  package static let moreKeyboardTypes = [
    "ASCIICapable", "DecimalPad", "PhonePad", "NamePhonePad", "Twitter", "WebSearch",
    "ASCIICapableNumberPad", "Default",
  ]
  /// The `AutocapitalizationType` values Apple documents.
  package static let autocapitalizationTypes = TextInputTraits.Capitalization.allCases.map(
    \.rawValue)
  /// The `AutocorrectionType` values Apple documents.
  package static let autocorrectionTypes = TextInputTraits.Correction.allCases.map(\.rawValue)
  /// Other spellings, lowercased, that InAppSettingsKit and real bundles write: the
  /// `UITextAutocapitalizationType…`/`UITextAutocorrectionType…` constant names.
  static let traitAliases: [String: String] = [
    "uitextautocapitalizationtypenone": "None", "uitextautocapitalizationtypewords": "Words",
    "uitextautocapitalizationtypesentences": "Sentences",
    "uitextautocapitalizationtypeallcharacters": "AllCharacters",
    "uitextautocorrectiontypedefault": "Default", "uitextautocorrectiontypeno": "No",
    "uitextautocorrectiontypeyes": "Yes", "emailaddress": "EmailAddress", "email": "EmailAddress",
  ]

  /// Parses the pane in `data`, named `file` in errors. `strings` gives the localised strings
  /// of a table by name (empty when there is none); titles found there are replaced.
  /// Specifiers whose `SupportedUserInterfaceIdioms` leave out `idiom` are left out, as iOS
  /// leaves them out on that device.
  ///
  /// - Throws: ``SettingsError`` only when the file is not a property list whose top
  ///   level is a dictionary.
  package static func parse(
    _ data: Data, file: String, idiom: SettingsBundle.Idiom = .current,
    strings: (String) -> [String: String] = { _ in [:] }
  ) throws -> SettingsPane {
    var diagnostics: [SettingsError] = []
    return try parse(data, file: file, idiom: idiom, strings: strings, diagnostics: &diagnostics)
  }

  /// Parses the pane in `data`, adding what it went past to `diagnostics`.
  package static func parse(
    _ data: Data, file: String, idiom: SettingsBundle.Idiom = .current,
    strings: (String) -> [String: String] = { _ in [:] },
    diagnostics: inout [SettingsError]
  ) throws -> SettingsPane {
    let root = try dictionary(in: data, file: file)
    let log = SettingsDiagnosticLog()
    defer { diagnostics += log.entries }
    var fields = Fields(dictionary: root, file: file, index: nil, table: [:], log: log)
    let tableName = fields.string("StringsTable") ?? defaultTableName(ofPane: file)
    fields.table = strings(tableName)
    let group = fields.string("ApplicationGroupContainerIdentifier").flatMap {
      $0.isEmpty ? nil : $0
    }
    guard let list = root["PreferenceSpecifiers"] as? [Any] else {
      fields.report(.missingPreferenceSpecifiers, outcome: "the pane is empty")
      return SettingsPane(
        file: file, title: fields.localized("Title"), stringsTable: tableName, specifiers: [],
        applicationGroup: group)
    }
    var specifiers: [SettingsSpecifier] = []
    var indices: [Int] = []
    var groupKeys: [Int: String] = [:]
    for (index, object) in list.enumerated() {
      guard let dictionary = object as? [String: Any] else {
        log.entries.append(
          SettingsError(
            file: file, index: index, problem: .specifierNotADictionary,
            outcome: "it is left out"))
        continue
      }
      let specifierFields = Fields(
        dictionary: dictionary, file: file, index: index, table: fields.table, log: log)
      guard specifierFields.isSupported(on: idiom) else { continue }
      if let specifier = specifier(specifierFields) {
        if case .group = specifier, let key = dictionary["Key"] as? String {
          groupKeys[specifiers.count] = key
        }
        specifiers.append(specifier)
        indices.append(index)
      }
    }
    return SettingsPane(
      file: file, title: fields.localized("Title"), stringsTable: tableName,
      specifiers: specifiers, sourceIndices: indices, groupKeys: groupKeys,
      applicationGroup: group)
  }

  /// The table a pane's titles are looked up in when it names none: its file's name without
  /// the extension, without InAppSettingsKit's `.inApp` and without a device modifier, so
  /// `Root~ipad.plist` and `Root~iphone.inApp.plist` read `Root.strings` like `Root.plist`
  /// does (InAppSettingsKit strips both the same way:
  /// https://github.com/futuretap/InAppSettingsKit/blob/master/Sources/InAppSettingsKit/Models/IASKSettingsReader.m).
  static func defaultTableName(ofPane file: String) -> String {
    var name = (file as NSString).deletingPathExtension
    if name.hasSuffix(".inApp") { name = String(name.dropLast(".inApp".count)) }
    for modifier in ["~iphone", "~ipad"] where name.hasSuffix(modifier) {
      return String(name.dropLast(modifier.count))
    }
    return name
  }

  /// The top-level dictionary of a property list.
  static func dictionary(in data: Data, file: String) throws -> [String: Any] {
    let object: Any
    do {
      object = try PropertyListSerialization.propertyList(from: data, format: nil)
    } catch {
      throw SettingsError(file: file, problem: .malformedPropertyList)
    }
    guard let dictionary = object as? [String: Any] else {
      throw SettingsError(file: file, problem: .notADictionary)
    }
    return dictionary
  }

  /// The specifier, a plain row in its place when it lacks what its type needs, or `nil`
  /// where iOS leaves it out (no `Type`).
  private static func specifier(_ fields: Fields) -> SettingsSpecifier? {
    guard let type = fields.dictionary["Type"] as? String else {
      let problem: SettingsError.Problem =
        fields.dictionary["Type"] == nil
        ? .missingType : .wrongType(key: "Type", expected: "a string")
      fields.report(problem, outcome: "it is left out")
      return nil
    }
    do {
      if let specifier = try SettingsSpecifierReader.read(type, fields) { return specifier }
      fields.report(.unsupportedType(type), outcome: "it is shown as a plain row")
    } catch let error as SettingsError {
      fields.log.entries.append(error.with(outcome: "it is shown as a plain row"))
    } catch {
      fields.report(.unreadable(reason: "\(error)"), outcome: "it is shown as a plain row")
    }
    return .unknown(type: type, title: fields.localized("Title"))
  }
}
