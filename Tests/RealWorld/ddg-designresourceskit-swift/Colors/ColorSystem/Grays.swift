//
//  Grays.swift
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
    static let gray0 = Color(0xFAFAFA)
    static let gray10 = Color(0xF5F5F5)
    static let gray20 = Color(0xEEEEEE)
    static let gray30 = Color(0xDDDDDD)
    static let gray40 = Color(0xCCCCCC)
    static let gray50 = Color(0xAAAAAA)
    static let gray60 = Color(0x888888)
    static let gray70 = Color(0x666666)
    static let gray80 = Color(0x444444)
    static let gray85 = Color(0x333333)
    static let gray90 = Color(0x222222)
    static let gray100 = Color(0x111111)

    @available(*, deprecated)
    static let gray15 = Color(0xF2F2F2)

    @available(*, deprecated)
    static let gray25 = Color(0xE5E5E5)

    @available(*, deprecated)
    static let gray55 = Color(0x999999)
}
