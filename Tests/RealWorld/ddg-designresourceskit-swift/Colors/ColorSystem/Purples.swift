//
//  Purples.swift
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
    static let purple0 = Color(0xECE6FF)
    static let purple10 = Color(0xC7B9EE)
    static let purple20 = Color(0xA591DC)
    static let purple30 = Color(0x876ECB)
    static let purple40 = Color(0x6B4EBA)
    static let purple50 = Color(0x5132A9)
    static let purple60 = Color(0x3E228C)
    static let purple70 = Color(0x2C146F)
    static let purple80 = Color(0x1D0A53)
    static let purple90 = Color(0x110336)
    static let purple100 = Color(0x070019)
}
