//
//  Yellows.swift
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
    static let yellow0 = Color(0xFFF7E0)
    static let yellow10 = Color(0xFFF0C2)
    static let yellow20 = Color(0xFFE8A3)
    static let yellow30 = Color(0xFFDE7A)
    static let yellow40 = Color(0xFFD65C)
    static let yellow50 = Color(0xFFCC33)
    static let yellow60 = Color(0xF9BE1A)
    static let yellow70 = Color(0xE2A412)
    static let yellow80 = Color(0xC18010)
    static let yellow90 = Color(0x92540C)
    static let yellow100 = Color(0x5A2807)
}
