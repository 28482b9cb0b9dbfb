#if canImport(UIKit) && !os(watchOS)
  import ComponentTable
  import UIKit

  // The engine's values as UIKit's, case for case.

  extension TableAnimation {
    package var rowAnimation: UITableView.RowAnimation {
      switch self {
      case .none: .none
      case .automatic: .automatic
      case .fade: .fade
      case .left: .left
      case .right: .right
      case .top: .top
      case .bottom: .bottom
      case .middle: .middle
      }
    }
  }

  extension TableDialog.Action.Role {
    var alertActionStyle: UIAlertAction.Style {
      switch self {
      case .default: .default
      case .cancel: .cancel
      case .destructive: .destructive
      }
    }
  }

  extension AccessibilityDescription.Traits {
    /// https://developer.apple.com/documentation/uikit/uiaccessibilitytraits
    @MainActor
    package var uiAccessibilityTraits: UIAccessibilityTraits {
      let pairs: [(Self, UIAccessibilityTraits)] = [
        (.button, .button), (.header, .header), (.selected, .selected), (.adjustable, .adjustable),
        (.staticText, .staticText), (.notEnabled, .notEnabled),
      ]
      var traits = UIAccessibilityTraits(pairs.filter { contains($0.0) }.map(\.1))
      if contains(.toggle) {
        // `toggleButton` is iOS 17; before it a switch's own traits read as "Switch button"
        // (https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/togglebutton).
        if #available(iOS 17, tvOS 17, visionOS 1, *) {
          traits.formUnion(.toggleButton)
        } else {
          #if os(tvOS)
            traits.formUnion(.button)
          #else
            traits.formUnion(Self.switchTraits)
          #endif
        }
      }
      return traits
    }

    #if !os(tvOS)
      /// A switch's own traits, read from one switch made once: making a control for every
      /// toggle row configured would cost a view each time.
      @MainActor private static let switchTraits = UISwitch().accessibilityTraits
    #endif
  }

  extension UIView {
    /// Makes the view one VoiceOver element that says `description`, if there is one. Its
    /// adjust and activate actions need the view's `accessibilityIncrement()`,
    /// `accessibilityDecrement()` and `accessibilityActivate()` to send them
    /// (`sendControlEvent(_:)`), as the built-in control cells do.
    package func applyAccessibility(_ description: AccessibilityDescription?) {
      guard let description else { return }
      isAccessibilityElement = true
      accessibilityLabel = description.label
      accessibilityValue = description.value
      accessibilityHint = description.hint
      accessibilityTraits = description.traits.uiAccessibilityTraits
    }
  }
#endif
