import Foundation

extension SectionTitleData {
  /// The title in capitals, as a grouped table's header shows it, cased by the rules of the
  /// language `language` names (`tr`, `de-CH`; `nil`: the rules of no language). Capitals
  /// depend on the language: Turkish capitalises a dotted "i" as "İ", where a capital taken
  /// without a language is "I", another letter of its alphabet
  /// (https://developer.apple.com/documentation/foundation/nsstring/uppercased(with:)).
  package func capitals(inLanguage language: String?) -> String {
    title.uppercased(with: language.map { Locale(identifier: $0) })
  }

  /// The title in capitals, by the rules of the language the app is shown in (the first of the
  /// main bundle's `preferredLocalizations`): the language its titles are written in, which the
  /// device's own language need not be.
  package var capitalsInAppLanguage: String {
    capitals(inLanguage: Bundle.main.preferredLocalizations.first)
  }
}
