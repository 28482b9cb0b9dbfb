import Foundation

/// Checks what assistive technology gets from a screen, or from a whole tree of screens,
/// without a device: every row's ``AccessibilityDescription`` (as the hosts apply it) against
/// what the row does. It runs in a plain unit test, so a regression fails `swift test`, where
/// Apple's `performAccessibilityAudit` needs a UI test in a simulator.
///
/// ```swift
/// let findings = AccessibilityAudit().audit(tree: settingsRoot)
/// #expect(findings.isEmpty, "\(findings)")
/// ```
///
/// What it finds (``AccessibilityFinding/Kind``): rows that act without a label, rows that act
/// without a trait that says so, buttons that do nothing, adjustable rows that cannot be
/// adjusted, two rows with one label in a section, hints that name a gesture, and fixed
/// heights that clip the text at the largest accessibility text size. A custom component takes
/// part through ``AccessibilityDescribing``; a row whose data does not describe itself is
/// checked only for acting without one.
///
/// A row "acts" when it has a selection closure, takes control events, or opens a screen that
/// search can walk into. Selection an external delegate handles is not known to the audit.
public struct AccessibilityAudit: Sendable {
  /// How tall text is at the largest accessibility text size, in the unit the row heights of
  /// the audited views are in: what the clipped-text check compares fixed heights with.
  public struct TextMetrics: Hashable, Sendable {
    /// The height of one line of body text.
    public var lineHeight: CGFloat
    /// How many characters fit on one line of a row.
    public var charactersPerLine: Int
    /// The room a row keeps above and below its text.
    public var verticalPadding: CGFloat

    /// Metrics with the given parts.
    public init(lineHeight: CGFloat, charactersPerLine: Int, verticalPadding: CGFloat) {
      self.lineHeight = lineHeight
      self.charactersPerLine = charactersPerLine
      self.verticalPadding = verticalPadding
    }

    /// UIKit's largest accessibility size (AX5, body text about 53 points, about 64 points a
    /// line) on a 375-point-wide iPhone row: about 18 characters a line, 11 points above and
    /// below. Heights are in points.
    /// https://developer.apple.com/design/human-interface-guidelines/typography#Specifications
    public static let largestAccessibilitySize = TextMetrics(
      lineHeight: 64, charactersPerLine: 18, verticalPadding: 22)
  }

  /// The words of the descriptions, in the screens' language.
  public var words: AccessibilityWords
  /// The text metrics of the clipped-text check; `nil` leaves it out (terminal views, whose
  /// heights are lines that do not grow with a text size).
  public var textMetrics: TextMetrics?
  /// The width rows are measured at, in the unit of their heights.
  public var width: CGFloat
  /// The classes that measure rows described by their data (the built-in rows): the catalog of
  /// the host whose heights `textMetrics` describes. `nil` leaves such rows out of the
  /// clipped-text check.
  public var views: ViewCatalog?

  /// An audit in the language of `words`; `textMetrics` of `nil` skips the clipped-text check.
  public init(
    words: AccessibilityWords = .english, textMetrics: TextMetrics? = .largestAccessibilitySize,
    width: CGFloat = 375, views: ViewCatalog? = nil
  ) {
    self.words = words
    self.textMetrics = textMetrics
    self.width = width
    self.views = views
  }

  /// The catalog of an audit given none: it measures only rows that name their view class.
  @MainActor private static let noViews = ViewCatalog()

  /// The findings of one screen's `sections`, named by `path` (the screens' titles from the
  /// root). O(rows); no view is made and no closure of a row runs.
  @MainActor
  public func audit(_ sections: [TableSection], path: [String]) -> [AccessibilityFinding] {
    var findings: [AccessibilityFinding] = []
    for (sectionIndex, section) in sections.enumerated() {
      var labels: Set<String> = []
      for (rowIndex, row) in section.rows.enumerated() {
        let indexPath = IndexPath(row: rowIndex, section: sectionIndex)
        let found = audit(row, path: path, at: indexPath, labelsBefore: &labels)
        findings += found
      }
    }
    return findings
  }

  /// The findings of `root` and every screen its rows open, walked as ``TableSearch`` walks
  /// them (breadth first, through each row's search destination; no engine or view is made),
  /// at most `maxDepth` screens deep and `maxScreens` screens in all.
  @MainActor
  public func audit(tree root: TableScreen, maxDepth: Int = 8, maxScreens: Int = 2_000) -> [AccessibilityFinding] {
    var pending: [(make: () -> TableScreen?, parentPath: [String], opener: String?, depth: Int)] = [
      ({ root }, [], nil, 0)
    ]
    var next = 0
    var findings: [AccessibilityFinding] = []
    while next < pending.count, next < maxScreens {
      let (make, parentPath, opener, depth) = pending[next]
      next += 1
      guard let screen = make() else { continue }
      let name = screen.title.isEmpty ? opener ?? screen.title : screen.title
      let path = parentPath + [name]
      let sections = SearchTreeWalk.sections(of: screen)
      findings += audit(sections, path: path)
      guard depth < maxDepth else { continue }
      for section in sections {
        for row in section.rows where row.hasSearchDestination {
          let title = description(of: row)?.label ?? ""
          pending.append(({ row.makeSearchDestination() }, path, title, depth + 1))
        }
      }
    }
    return findings
  }

  /// What assistive technology hears of `row`, as the engine tells the hosts.
  @MainActor
  func description(of row: TableComponent) -> AccessibilityDescription? {
    row.accessibilityDescription(in: words)
  }

  @MainActor
  private func audit(
    _ row: TableComponent, path: [String], at indexPath: IndexPath, labelsBefore: inout Set<String>
  ) -> [AccessibilityFinding] {
    let takesEvents = row.box.options?.controlEventHandler != nil
    let acts = row.hasSelectionHandler || takesEvents || row.hasSearchDestination
    var findings: [AccessibilityFinding] = []
    func report(_ kind: AccessibilityFinding.Kind, _ label: String, _ message: String) {
      findings.append(
        AccessibilityFinding(kind: kind, path: path, indexPath: indexPath, label: label, message: message))
    }
    guard let description = description(of: row) else {
      if acts {
        report(
          .missingLabel, "",
          "the row acts but its data does not describe itself; adopt AccessibilityDescribing in \(type(of: row.box.anyData))"
        )
      }
      return findings
    }
    let label = description.label
    let traits = description.traits
    if acts, label.isEmpty {
      report(.missingLabel, label, "the row acts but has no label; VoiceOver says only what kind of element it is")
    }
    let actionTraits: AccessibilityDescription.Traits = [.button, .toggle, .adjustable, .textField]
    if acts, traits.isDisjoint(with: actionTraits) {
      report(
        .missingActionTrait, label,
        "the row acts but has none of the button, switch, adjustable or text field traits; VoiceOver reads it as text")
    }
    if traits.contains(.button), !acts {
      report(.buttonWithoutAction, label, "the row is a button but nothing happens when it is activated")
    }
    if traits.contains(.adjustable),
      !takesEvents || (description.increment == nil && description.decrement == nil)
    {
      report(
        .adjustableWithoutAdjustment, label,
        takesEvents
          ? "the row is adjustable but has neither an increment nor a decrement"
          : "the row is adjustable but takes no control events, so swiping up or down does nothing")
    }
    if !label.isEmpty, !labelsBefore.insert(label).inserted {
      report(.duplicateLabel, label, "another row of this section has the same label")
    }
    if let hint = description.hint, let gesture = Self.gesture(in: hint) {
      report(
        .hintNamesGesture, label,
        "the hint \"\(hint)\" names a gesture (\"\(gesture)\"); say what activating the row does instead")
    }
    // Without a catalog, a row described by its data has no class to measure it: its height is
    // automatic, and it is left out.
    if let metrics = textMetrics, case .fixed(let height) = row.box.height(width: width, in: views ?? Self.noViews) {
      let text = [label, description.value ?? ""].filter { !$0.isEmpty }.joined(separator: " ")
      let lines = Self.lines(of: text, charactersPerLine: metrics.charactersPerLine)
      let needed = CGFloat(lines) * metrics.lineHeight + metrics.verticalPadding
      if height < needed {
        report(
          .clippedText, label,
          "the row's fixed height \(height) is less than the \(needed) its \(lines) line(s) of text need at the largest accessibility text size; use .automatic"
        )
      }
    }
    return findings
  }

  /// The lines `text` takes, wrapped at `charactersPerLine`, its own line breaks kept.
  package static func lines(of text: String, charactersPerLine: Int) -> Int {
    guard !text.isEmpty else { return 0 }
    let perLine = max(1, charactersPerLine)
    return text.split(separator: "\n", omittingEmptySubsequences: false).reduce(0) { total, line in
      total + max(1, (line.count + perLine - 1) / perLine)
    }
  }

  /// The words hints must not use, in the languages the package speaks: gestures.
  private static let gestureWords = [
    "double-tap", "double tap", "tap", "swipe", "click", "press", "drag", "doppeltippen", "tippen",
    "streichen", "wischen",
  ]

  /// The first gesture word `hint` uses, as a whole word; `nil` for none.
  static func gesture(in hint: String) -> String? {
    let words = hint.lowercased().split { !$0.isLetter && $0 != "-" }.map(String.init)
    let text = " " + words.joined(separator: " ") + " "
    return gestureWords.first { text.contains(" \($0) ") }
  }
}
