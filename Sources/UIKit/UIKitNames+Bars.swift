// UIKit's names for tab bars and toolbars.

/// UIKit's `UITabBarController`: TableKit's `TabBarController`.
public typealias UITabBarController = TabBarController
/// UIKit's `UITabBarControllerDelegate`: TableKit's `TabBarControllerDelegate`.
public typealias UITabBarControllerDelegate = TabBarControllerDelegate
/// UIKit's `UITabBar`: TableKit's `TabBar`.
public typealias UITabBar = TabBar
/// UIKit's `UITabBarDelegate`: TableKit's `TabBarDelegate`.
public typealias UITabBarDelegate = TabBarDelegate
/// UIKit's `UITabBarItem`: TableKit's `TabBarItem`.
public typealias UITabBarItem = TabBarItem
/// UIKit's `UIToolbar`: TableKit's `Toolbar`.
public typealias UIToolbar = Toolbar
