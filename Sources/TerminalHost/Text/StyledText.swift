// Text made of differently styled runs, laid out by display width and rendered either
// with escape sequences for a real terminal or plainly for tests and pipes.

/// How styled text turns into a string.
package enum TextRenderMode: Hashable, Sendable {
  /// With SGR escape sequences, for a real terminal.
  case ansi
  /// Text only, no escape sequences: for tests, logs and output that is not a terminal.
  case plain
}

/// A line (or paragraph) of text made of runs that each have a `TextStyle`.
///
/// Width, truncation, padding and wrapping work like their `String` counterparts and
/// keep every character's style; nothing is measured from escape sequences, which are
/// only produced by `rendered(_:)`.
package struct StyledText: Hashable, Sendable, ExpressibleByStringLiteral {
  /// A run of text in one style.
  package struct Span: Hashable, Sendable {
    /// The text of the run.
    package var text: String
    /// How the run looks.
    package var style: TextStyle

    /// A run of `text` in `style`.
    package init(_ text: String, style: TextStyle = .plain) {
      self.text = text
      self.style = style
    }
  }

  /// The runs, in order. Empty runs are allowed and render as nothing.
  package var spans: [Span]

  /// Text made of `spans`, in order.
  package init(spans: [Span] = []) { self.spans = spans }

  /// Text of one run, `text` in `style`; no run at all when `text` is empty.
  package init(_ text: String, style: TextStyle = .plain) {
    self.spans = text.isEmpty ? [] : [Span(text, style: style)]
  }

  /// Plain text from a string literal.
  package init(stringLiteral value: String) { self.init(value) }

  /// Adds `text` in `style` at the end, merging with the last run when the style is the same.
  package mutating func append(_ text: String, style: TextStyle = .plain) {
    guard !text.isEmpty else { return }
    if let last = spans.indices.last, spans[last].style == style {
      spans[last].text += text
    } else {
      spans.append(Span(text, style: style))
    }
  }

  /// Adds all runs of `other` at the end.
  package mutating func append(_ other: StyledText) {
    for span in other.spans { append(span.text, style: span.style) }
  }

  /// `lhs` followed by `rhs`; where they meet, runs of the same style merge.
  /// Costs a copy of `lhs` and O(runs of `rhs`).
  package static func + (lhs: StyledText, rhs: StyledText) -> StyledText {
    var result = lhs
    result.append(rhs)
    return result
  }

  /// The text without styles.
  package var plainText: String { spans.map(\.text).joined() }

  /// Whether there is no text at all.
  package var isEmpty: Bool { spans.allSatisfy(\.text.isEmpty) }

  /// The number of terminal cells this text occupies (see `String.displayWidth`).
  ///
  /// Cost: O(n) in the length of the text.
  package var displayWidth: Int { spans.reduce(0) { $0 + $1.text.displayWidth } }

  /// Every run layered with `style` (see `TextStyle.adding(_:)`), for example to
  /// highlight a whole row while keeping its colours.
  package func addingStyle(_ style: TextStyle) -> StyledText {
    StyledText(spans: spans.map { Span($0.text, style: $0.style.adding(style)) })
  }

  /// The text as a string: with escape sequences (`.ansi`) or without (`.plain`).
  ///
  /// In `.ansi` mode every styled run starts with a sequence that resets first, and the
  /// text ends with a reset whenever a style is still active, so the output never leaks
  /// a style into what is written after it.
  package func rendered(_ mode: TextRenderMode) -> String {
    guard mode == .ansi else { return plainText }
    var output = ""
    var activeStyle = TextStyle.plain
    for span in spans where !span.text.isEmpty {
      if span.style != activeStyle {
        output += span.style.escapeSequence
        activeStyle = span.style
      }
      output += span.text
    }
    if !activeStyle.isPlain { output += TextStyle.resetSequence }
    return output
  }
}

// MARK: - Layout

extension StyledText {
  /// This text cut to at most `maxWidth` cells, with the same rules as
  /// `String.truncated(toWidth:ellipsis:)`. The ellipsis takes the style of the last
  /// character kept (or of the first one when nothing is kept).
  ///
  /// Cost: O(n).
  package func truncated(toWidth maxWidth: Int, ellipsis: String? = "…") -> StyledText {
    let pieces = layoutPieces()
    let ellipsisText = ellipsis ?? ""
    guard
      let plan = TruncationPlan.make(
        for: pieces, maxWidth: maxWidth, ellipsisWidth: ellipsisText.displayWidth)
    else { return self }
    var result = assemble(pieces[..<plan.keptCount])
    if plan.appendsEllipsis {
      let styleSource = plan.keptCount > 0 ? pieces[plan.keptCount - 1] : pieces.first
      let style = styleSource.map { spans[$0.source].style } ?? .plain
      result.append(ellipsisText, style: style)
    }
    return result
  }

  /// This text with plain spaces added to occupy at least `width` cells; wider text is
  /// unchanged.
  package func padded(toWidth width: Int, alignment: PaddingAlignment = .left) -> StyledText {
    let (leading, trailing) = alignment.spaces(forWidth: displayWidth, in: width)
    guard leading > 0 || trailing > 0 else { return self }
    var result = StyledText(String(repeating: " ", count: leading))
    result.append(self)
    result.append(String(repeating: " ", count: trailing))
    return result
  }

  /// This text occupying exactly `width` cells: truncated, then padded.
  package func fitted(
    toWidth width: Int, alignment: PaddingAlignment = .left, ellipsis: String? = "…"
  ) -> StyledText {
    truncated(toWidth: width, ellipsis: ellipsis).padded(toWidth: width, alignment: alignment)
  }

  /// This text wrapped into lines of at most `width` cells, with the same rules as
  /// `String.wrapped(toWidth:)`; each line keeps the styles of its characters.
  ///
  /// Cost: O(n).
  package func wrapped(toWidth width: Int) -> [StyledText] {
    let pieces = layoutPieces()
    return WordWrapper.lineRanges(of: pieces, width: width).map { assemble(pieces[$0]) }
  }

  private func layoutPieces() -> [TextLayoutPiece] {
    var pieces: [TextLayoutPiece] = []
    for (index, span) in spans.enumerated() {
      TextLayoutPiece.appendPieces(of: span.text[...], source: index, to: &pieces)
    }
    return pieces
  }

  /// Rebuilds styled text from pieces, one run per stretch of pieces from the same span.
  private func assemble(_ pieces: ArraySlice<TextLayoutPiece>) -> StyledText {
    var result = StyledText()
    var start = pieces.startIndex
    while start < pieces.endIndex {
      let source = pieces[start].source
      var end = start
      while end < pieces.endIndex && pieces[end].source == source { end += 1 }
      let text = spans[source].text[...]
      result.append(
        TextLayoutPiece.joinedText(of: pieces[start..<end], in: text), style: spans[source].style)
      start = end
    }
    return result
  }
}
