//
//  Blues.swift
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
    static let blue0 = Color(0xCCDAFF)
    static let blue10 = Color(0xADC2FC)
    static let blue20 = Color(0x8FABF9)
    static let blue30 = Color(0x7295F6)
    static let blue40 = Color(0x557FF3)
    static let blue50 = Color(0x3969EF)
    static let blue60 = Color(0x2B55CA)
    static let blue70 = Color(0x1E42A4)
    static let blue80 = Color(0x14307E)
    static let blue90 = Color(0x0B2059)
    static let blue100 = Color(0x051133)
}
