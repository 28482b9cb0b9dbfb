import ComponentTable

/// The colours a terminal shows, and the host's colours written for it: a frame is drawn with
/// every colour as the host means it (a named colour as one of the 16 ANSI colours or of the
/// 256, `TableColor.rgb` as 24-bit colour), then each line is rewritten for the terminal, so
/// no view needs to know what the terminal can show.
///
/// Colours are only colours: bold, dim and inverse stay when colours are off, as
/// https://no-color.org asks, and a line drawn without colour is the same whatever its rows'
/// tints.
package enum TerminalColors: Sendable, Equatable {
  /// No colour at all.
  case off
  /// The 16 ANSI colours, which the terminal's palette chooses.
  case basic
  /// The 256 colours of xterm's palette.
  case palette256
  /// 24-bit colour.
  case trueColor

  /// The colours of the terminal `environment` describes: none when `NO_COLOR` is set and not
  /// empty (https://no-color.org) or the terminal is `dumb`; 24-bit when `COLORTERM` says so
  /// (`truecolor`, `24bit`), the 256 when `TERM` names them (`xterm-256color`), else the 16.
  package init(environment: [String: String]) {
    let term = environment["TERM"] ?? ""
    let colorTerm = (environment["COLORTERM"] ?? "").lowercased()
    if !(environment["NO_COLOR"] ?? "").isEmpty || term == "dumb" {
      self = .off
    } else if colorTerm == "truecolor" || colorTerm == "24bit" {
      self = .trueColor
    } else if term.contains("256color") {
      self = .palette256
    } else {
      self = .basic
    }
  }

  /// `line` with each colour of its SGR sequences as this terminal shows it: a 24-bit colour
  /// as the nearest of the 256 or of the 16, none at all when colours are off (a sequence left
  /// with nothing to say is dropped). Styles and text are kept as they are.
  ///
  /// Cost: O(n) in the line's length; a line without escape sequences is returned as it is.
  package func adapting(_ line: String) -> String {
    guard self != .trueColor, line.utf8.contains(0x1B) else { return line }
    var result = ""
    result.reserveCapacity(line.utf8.count)
    for segment in TerminalTextSegments(line) {
      switch segment {
      case .text(let text): result += text
      case .escape(let sequence): result += adapting(sequence: sequence)
      }
    }
    return result
  }

  /// One escape sequence: an SGR sequence rewritten, any other kept.
  private func adapting(sequence: Substring) -> String {
    guard sequence.hasPrefix("\u{1B}["), sequence.hasSuffix("m") else { return String(sequence) }
    let parameters = sequence.dropFirst(2).dropLast().split(separator: ";", omittingEmptySubsequences: false)
      .map { Int($0) ?? 0 }
    var kept: [Int] = []
    var index = 0
    while index < parameters.count {
      let parameter = parameters[index]
      switch parameter {
      case 38, 48:
        // An extended colour: `5;n` of the 256, `2;r;g;b` in 24 bits. One cut short is dropped.
        let layer = parameter == 38 ? 0 : 10
        let rest = parameters[(index + 1)...]
        if rest.first == 5, rest.count >= 2 {
          kept += written(.indexed(rest[index + 2]), layer: layer)
          index += 3
        } else if rest.first == 2, rest.count >= 4 {
          kept += written(.rgb(rest[index + 2], rest[index + 3], rest[index + 4]), layer: layer)
          index += 5
        } else {
          index = parameters.count
        }
      case 30...37, 39, 40...47, 49, 90...97, 100...107:
        if self != .off { kept.append(parameter) }
        index += 1
      default:
        kept.append(parameter)
        index += 1
      }
    }
    guard !kept.isEmpty else { return "" }
    return "\u{1B}[" + kept.map(String.init).joined(separator: ";") + "m"
  }

  /// An extended colour as a parameter of this terminal: foreground, or background with a
  /// `layer` of 10.
  private enum Extended {
    case indexed(Int)
    case rgb(Int, Int, Int)
  }

  private func written(_ color: Extended, layer: Int) -> [Int] {
    switch (self, color) {
    case (.off, _): return []
    case (.trueColor, .indexed(let index)), (.palette256, .indexed(let index)): return [38 + layer, 5, index]
    case (.trueColor, .rgb(let red, let green, let blue)): return [38 + layer, 2, red, green, blue]
    case (.palette256, .rgb(let red, let green, let blue)):
      return [38 + layer, 5, Self.nearestOf256(red, green, blue)]
    case (.basic, .indexed(let index)) where (0..<16).contains(index):
      return [Self.basicParameter(index) + layer]
    case (.basic, .indexed(let index)):
      let (red, green, blue) = Self.rgbOf256(index)
      return [Self.basicParameter(Self.nearestOf16(red, green, blue)) + layer]
    case (.basic, .rgb(let red, let green, let blue)):
      return [Self.basicParameter(Self.nearestOf16(red, green, blue)) + layer]
    }
  }

  /// The foreground parameter of colour `index` of the 16: 30–37, then the bright 90–97.
  private static func basicParameter(_ index: Int) -> Int { index < 8 ? 30 + index : 90 + index - 8 }

  /// The 16 ANSI colours as xterm draws them by default; a terminal's palette may differ, so
  /// they serve only to find the nearest.
  private static let basicColors: [(Int, Int, Int)] = [
    (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
    (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255), (255, 0, 255), (0, 255, 255),
    (255, 255, 255),
  ]

  /// The levels of each channel in the 6×6×6 cube of the 256 (colours 16–231).
  private static let cubeLevels = [0, 95, 135, 175, 215, 255]

  private static func distance(_ a: (Int, Int, Int), _ b: (Int, Int, Int)) -> Int {
    let red = a.0 - b.0
    let green = a.1 - b.1
    let blue = a.2 - b.2
    return red * red + green * green + blue * blue
  }

  private static func nearestOf16(_ red: Int, _ green: Int, _ blue: Int) -> Int {
    let target = (red, green, blue)
    return basicColors.indices.min { distance(basicColors[$0], target) < distance(basicColors[$1], target) } ?? 0
  }

  /// The nearest of the cube and the grey ramp (232–255, 8 to 238 in steps of 10); the first
  /// 16 are left out, since the terminal's palette decides them.
  private static func nearestOf256(_ red: Int, _ green: Int, _ blue: Int) -> Int {
    func level(_ value: Int) -> Int {
      cubeLevels.indices.min { abs(cubeLevels[$0] - value) < abs(cubeLevels[$1] - value) } ?? 0
    }
    let cube = 16 + 36 * level(red) + 6 * level(green) + level(blue)
    let grey = min(23, max(0, ((red + green + blue) / 3 - 3) / 10))
    let target = (red, green, blue)
    return distance(rgbOf256(cube), target) <= distance(rgbOf256(232 + grey), target) ? cube : 232 + grey
  }

  /// The colour `index` of the 256 stands for, as xterm draws it.
  private static func rgbOf256(_ index: Int) -> (Int, Int, Int) {
    switch index {
    case ..<16: return basicColors[max(0, index)]
    case 16..<232:
      let cube = index - 16
      return (cubeLevels[cube / 36], cubeLevels[cube / 6 % 6], cubeLevels[cube % 6])
    default:
      let grey = 8 + 10 * (min(index, 255) - 232)
      return (grey, grey, grey)
    }
  }
}

extension TableColor {
  /// The SGR parameters of the colour as the terminal host writes it, before
  /// ``TerminalColors/adapting(_:)`` fits them to the terminal: a named colour as the ANSI
  /// colour of its name where there is one (so the terminal's palette chooses it), else one of
  /// the 256; `rgb` in 24 bits. The accent is blue, as the host's own accent.
  var terminalParameters: String {
    switch self {
    case .accent, .blue: "34"
    case .label: "39"
    case .secondaryLabel, .gray: "90"
    case .red: "31"
    case .green: "32"
    case .yellow: "33"
    case .purple: "35"
    case .teal: "36"
    case .orange: "38;5;208"
    case .pink: "38;5;205"
    case .indigo: "38;5;63"
    case .rgb(let red, let green, let blue): "38;2;\(red);\(green);\(blue)"
    }
  }
}
