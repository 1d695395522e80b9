import Foundation

extension TableViewCell {
  /// Whether a standard part of the cell shows something: a label's text, an image, or a
  /// content configuration's view.
  var showsStandardContent: Bool {
    let texts = [textLabel?.text, detailTextLabel?.text].compactMap { $0 }
    return texts.contains { !$0.isEmpty } || imageView?.image != nil
      || configuredContentView != nil
  }
}
