import Foundation

extension ScrollView {
  /// Puts back `kept` after a non-finite `contentInset` was set, and names the refused one: an
  /// inset of NaN or infinity would make every offset, indicator and pixel of the view NaN,
  /// and UIKit gives no meaning to one.
  func refuseContentInset(keeping kept: EdgeInsets) {
    let refused = contentInset
    contentInset = kept
    GeometryWarnings.report(
      "a scroll view's contentInset was \(refused.debugText), which is not finite; "
        + "it stays \(kept.debugText)")
  }
}

extension EdgeInsets {
  /// The four insets spelled out, NaN and infinities included.
  fileprivate var debugText: String {
    let values = [top, left, bottom, right].map { "\(Double($0))" }
    return "(top: \(values[0]), left: \(values[1]), bottom: \(values[2]), right: \(values[3]))"
  }
}
