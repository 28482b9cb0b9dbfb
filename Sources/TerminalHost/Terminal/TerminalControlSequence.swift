// The escape sequences that control the screen (as opposed to styling text, see
// `TextStyle`). Supported by every terminal emulator in use today (xterm and its
// descendants, the Linux console, macOS Terminal, iTerm2, tmux, screen).

/// Screen-control escape sequences.
package enum TerminalControlSequence {
  /// Switches to the alternate screen, whose content disappears on leaving it, so the
  /// shell's scrollback is left as it was.
  package static let enterAlternateScreen = "\u{1B}[?1049h"
  package static let leaveAlternateScreen = "\u{1B}[?1049l"
  package static let hideCursor = "\u{1B}[?25l"
  package static let showCursor = "\u{1B}[?25h"
  package static let clearScreen = "\u{1B}[2J"
  package static let clearLine = "\u{1B}[2K"
  package static let clearToEndOfLine = "\u{1B}[K"
  package static let cursorHome = "\u{1B}[H"
  package static let resetStyle = "\u{1B}[0m"

  /// Moves the cursor to `row` and `column`, both counted from 0 (the sequence itself
  /// counts from 1).
  package static func moveCursor(row: Int, column: Int) -> String {
    "\u{1B}[\(max(row, 0) + 1);\(max(column, 0) + 1)H"
  }

  /// Asks the terminal to mark pasted text (`ESC [200~` … `ESC [201~`), so that a paste is
  /// told from typing; terminals that do not know the mode ignore it.
  package static let enableBracketedPaste = "\u{1B}[?2004h"
  package static let disableBracketedPaste = "\u{1B}[?2004l"

  /// What a session writes on entering: alternate screen, hidden cursor, cleared screen,
  /// bracketed paste.
  package static let enterSession =
    enterAlternateScreen + hideCursor + clearScreen + cursorHome + enableBracketedPaste

  /// What a session writes on leaving: no bracketed paste, default style, visible cursor,
  /// main screen.
  package static let restoreSession = disableBracketedPaste + resetStyle + showCursor + leaveAlternateScreen
}
