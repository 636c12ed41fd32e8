//
//  Reds.swift
//
//  Copyright © 2025 DuckDuckGo. All rights reserved.
//
//  Licensed under the Apache License, Version 2.0 (the "License");
//  you may not use this file except in compliance with the License.
//  You may obtain a copy of the License at
//
//  http://www.apache.org/licenses/LICENSE-2.0
//
//  Unless required by applicable law or agreed to in writing, software
//  distributed under the License is distributed on an "AS IS" BASIS,
//  WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
//  See the License for the specific language governing permissions and
//  limitations under the License.
//

import SwiftUI

extension Color {
    static let red0 = Color(0xFFD7CC)
    static let red10 = Color(0xF8BBAA)
    static let red20 = Color(0xF2A18A)
    static let red30 = Color(0xEB876C)
    static let red40 = Color(0xE46F4F)
    static let red50 = Color(0xDE5833)
    static let red60 = Color(0xBC4726)
    static let red70 = Color(0x9A3216)
    static let red80 = Color(0x77230C)
    static let red90 = Color(0x551605)
    static let red100 = Color(0x330B01)
}
