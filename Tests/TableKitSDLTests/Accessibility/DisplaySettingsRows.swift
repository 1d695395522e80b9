import Foundation
import TableKit

/// Rows the display-settings pictures (Bold Text, Darker Colors) share.
extension GalleryDataSource.Row {
  /// A value1 Wi-Fi row with an icon, a detail and a chevron: text of both importances, a tint
  /// picture and a chevron in one row.
  static var wifi: GalleryDataSource.Row {
    GalleryDataSource.Row(style: .value1) { cell in
      cell.textLabel?.text = "Wi-Fi"
      cell.detailTextLabel?.text = "Harbour Guest"
      cell.imageView?.image = Image(named: "icon-wifi")
      cell.accessoryType = .disclosureIndicator
    }
  }
}
