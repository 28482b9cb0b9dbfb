#if canImport(UIKit) && !os(watchOS)
  import ComponentTable
  import UIKit

  extension AccessibilityDescription.Traits {
    /// The UIKit traits VoiceOver announces for these
    /// (https://developer.apple.com/documentation/uikit/uiaccessibilitytraits).
    @MainActor
    package var uiAccessibilityTraits: UIAccessibilityTraits {
      var traits: UIAccessibilityTraits = []
      if contains(.button) { traits.insert(.button) }
      if contains(.header) { traits.insert(.header) }
      if contains(.selected) { traits.insert(.selected) }
      if contains(.adjustable) { traits.insert(.adjustable) }
      if contains(.staticText) { traits.insert(.staticText) }
      if contains(.notEnabled) { traits.insert(.notEnabled) }
      if contains(.toggle) {
        // `toggleButton` is iOS 17
        // (https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/togglebutton);
        // before it a switch's own traits are what VoiceOver reads as "Switch button".
        if #available(iOS 17, tvOS 17, visionOS 1, *) {
          traits.formUnion(.toggleButton)
        } else {
          traits.formUnion(Self.switchTraits)
        }
      }
      return traits
    }

    #if os(tvOS)
      @MainActor private static let switchTraits: UIAccessibilityTraits = .button
    #else
      @MainActor private static let switchTraits = UISwitch().accessibilityTraits
    #endif
  }

  extension UIView {
    /// Makes the view one element for VoiceOver that says `description`: its label, value,
    /// hint and traits. The host calls it on every cell and header or footer view it shows
    /// whose data describes itself (a custom component gets the built-in rows' treatment by
    /// having its data adopt `AccessibilityDescribing`). The adjust
    /// and activate actions of the description need overrides of `accessibilityIncrement()`,
    /// `accessibilityDecrement()` and `accessibilityActivate()` that send them
    /// (`sendControlEvent(_:)`), as the stepper, slider, switch and text field cells do.
    package func applyAccessibility(_ description: AccessibilityDescription) {
      isAccessibilityElement = true
      accessibilityLabel = description.label
      accessibilityValue = description.value
      accessibilityHint = description.hint
      accessibilityTraits = description.traits.uiAccessibilityTraits
    }
  }
#endif
