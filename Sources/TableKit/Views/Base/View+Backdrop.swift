import Foundation

extension View {
  /// Sizes a view drawn behind this one's content without being its subview (a background
  /// view: it must neither scroll with a table's content nor take touches) to fill this view,
  /// and lays it out. Called from layout, never from drawing, so that drawing only reads
  /// frames; the root's layout pass does not reach such a view by itself.
  func layOutBackdrop(_ backdrop: View?) {
    guard let backdrop else { return }
    let filling = CGRect(origin: .zero, size: frame.size)
    if backdrop.frame != filling { backdrop.frame = filling }
    backdrop.layoutIfNeeded()
  }
}
